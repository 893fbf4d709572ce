from .excerpt import excerpt
from .slug import slugify

__all__ = ["excerpt", "slugify"]
