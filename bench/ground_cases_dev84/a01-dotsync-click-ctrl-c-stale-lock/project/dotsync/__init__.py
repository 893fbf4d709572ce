"""dotsync: dotfiles in a git repo, linked into place."""

__version__ = "0.4.0"
