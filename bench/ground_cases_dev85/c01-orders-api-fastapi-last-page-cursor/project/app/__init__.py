"""Orders API for the mobile apps and the merchant console."""
