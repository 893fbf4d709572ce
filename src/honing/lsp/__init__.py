"""``hone lsp``: prompt diagnostics, quick fixes and hover in any editor with an LSP
client. ``core`` and ``positions`` are plain functions over text; ``server`` is the pygls
shell (the optional ``lsp`` extra), imported only when the server starts."""
