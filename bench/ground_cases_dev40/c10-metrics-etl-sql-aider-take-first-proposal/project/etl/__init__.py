"""Nightly reporting jobs (cron: 02:30 UTC)."""
