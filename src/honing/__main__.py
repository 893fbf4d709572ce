"""``python -m honing`` is the ``hone`` command."""

from honing.cli import main

if __name__ == "__main__":
    main(prog_name="hone")
