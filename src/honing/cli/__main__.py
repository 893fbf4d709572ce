"""``python -m honing.cli``: the ``hone`` command without the compiled-pattern cache."""

from honing.cli import main

main(prog_name="hone")
