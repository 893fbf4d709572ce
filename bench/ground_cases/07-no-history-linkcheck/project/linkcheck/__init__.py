from .scan import find_links, check_tree

__all__ = ["find_links", "check_tree"]
