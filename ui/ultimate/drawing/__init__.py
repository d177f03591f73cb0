"""Ultimate Golf: what its hole editor and its play view share, the drawing of a hole
(``hole_drawing``)."""
