"""``python -m honing`` is the ``hone`` command."""

from honing.startup import run

if __name__ == "__main__":
    run()
