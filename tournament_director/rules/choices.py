"""The rules' plain lists of names (game ids, modes): tiny, so that the CLI can offer them as
choices without loading the rules themselves (rules/games.py checks its table against them)."""

MODES = ("competition", "campaign")
GAME_IDS = ("generic", "terra-nova", "terravista-points", "terravista-standard",
            "terra-turrium", "terravista-tournament")
