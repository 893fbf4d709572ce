from fxconv.convert import convert, convert_many
from fxconv.rates import get_rate, clear_cache

__all__ = ["convert", "convert_many", "get_rate", "clear_cache"]
