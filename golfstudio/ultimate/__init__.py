"""Ultimate Golf (rulebook 000): holes mapped in yards, club cards, the card engine."""
