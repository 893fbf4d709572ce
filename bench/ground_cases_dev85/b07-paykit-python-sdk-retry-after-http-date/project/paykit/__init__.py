from paykit.client import Paykit
from paykit.errors import APIConnectionError, APIError, CardError, RateLimitError

__version__ = "1.8.0"

__all__ = ["Paykit", "APIError", "APIConnectionError", "CardError", "RateLimitError", "__version__"]
