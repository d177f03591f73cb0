"""Game night: keep and score the scorecard of a real round played at the table."""
