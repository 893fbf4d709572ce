"""orders-api: the order service behind the web dashboard, the mobile app and partner integrations."""
__version__ = "1.14.0"
