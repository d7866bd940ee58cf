"""The rules' plain lists of names (game ids, modes): tiny, for the CLI's choices."""

# rules/games.py checks its table against GAME_IDS; the CLI parses without loading the rules
MODES = ("competition", "campaign")
GAME_IDS = ("generic", "terra-nova", "terravista-points", "terravista-standard",
            "terra-turrium", "terravista-tournament")
