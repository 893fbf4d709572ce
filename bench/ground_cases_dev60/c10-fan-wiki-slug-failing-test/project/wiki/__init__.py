"""Offline mirror of the 星穹 fan wiki for the guild's study group."""
