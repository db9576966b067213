"""Builds and checks Shipmate's offline install bundle (not part of the installed app)."""
