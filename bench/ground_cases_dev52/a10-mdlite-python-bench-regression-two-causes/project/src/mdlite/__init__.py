"""A small, dependency-free Markdown to HTML renderer."""
from mdlite.block import Block, parse_blocks
from mdlite.inline import escape_html, render_inline
from mdlite.render import to_html

__all__ = ["Block", "escape_html", "parse_blocks", "render_inline", "to_html"]
__version__ = "3.1.0"
