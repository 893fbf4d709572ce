"""Weekly feed digest."""
