from .parser import Task, parse

__all__ = ["Task", "parse"]
__version__ = "0.9.3"
