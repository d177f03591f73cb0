"""Ultimate Golf in the studio: what its hole editor and its play view share."""
