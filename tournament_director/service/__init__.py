"""The service layer: every change to an event goes through it (window and CLI alike)."""
