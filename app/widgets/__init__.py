"""The panes and dialogs of the main window."""
