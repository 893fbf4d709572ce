from .expr import CronExpr, parse
from .scheduler import Scheduler

__all__ = ["CronExpr", "Scheduler", "parse"]
