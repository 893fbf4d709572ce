__version__ = "4.1.0"
