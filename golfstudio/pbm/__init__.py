"""PBM Golf: the play-by-mail league's evaluation program (pbm-golf.md)."""
