"""The League area of PBM Golf (pbm-golf.md): a game master's games, players, entries
received, evaluations, results, ranking list, report and the club optimiser."""
