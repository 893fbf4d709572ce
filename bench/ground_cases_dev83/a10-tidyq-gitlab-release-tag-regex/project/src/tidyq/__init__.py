from tidyq.core import Rules

__all__ = ["Rules"]
__version__ = "1.9.2"
