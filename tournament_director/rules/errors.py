"""The one error type the rules raise for input a tournament director can fix."""

from __future__ import annotations

from .words import Words


class RulesError(ValueError):
    """A refused input; the message says what is wrong and how to fix it. Given as Words,
    it can be said in another language where it is shown (`words`; None for a plain text)."""

    def __init__(self, message: str | Words) -> None:
        super().__init__(str(message))
        self.words = message if isinstance(message, Words) else None
