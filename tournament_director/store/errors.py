"""Errors about the event file itself, each with a message a director can act on."""


class EventFileError(Exception):
    """The event file cannot be used; the message says why and what to do."""

    kind = "error"


class NotAnEvent(EventFileError):
    kind = "not-an-event"


class DamagedEvent(EventFileError):
    kind = "damaged"


class NewerVersion(EventFileError):
    kind = "newer-version"


class EventLocked(EventFileError):
    kind = "locked"


class FileExists(EventFileError):
    kind = "exists"
