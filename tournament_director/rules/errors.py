"""The one error type the rules raise for input a tournament director can fix."""


class RulesError(ValueError):
    """A refused input; the message says what is wrong and how to fix it."""
