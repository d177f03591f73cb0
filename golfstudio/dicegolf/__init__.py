"""Dice Golf, the 9-hole dice game on a track (dice-golf.md, rulebook 002): zone formulas
and the throw's exact distribution."""
