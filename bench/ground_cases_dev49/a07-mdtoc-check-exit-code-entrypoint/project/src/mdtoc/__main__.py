"""Entry points: ``python -m mdtoc`` and the ``mdtoc`` console script."""
from __future__ import annotations

import os
import sys

from mdtoc.cli import main


def _quiet_broken_pipe() -> None:
    """``mdtoc ... | head`` closes stdout early: point stdout at devnull so exit doesn't raise again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def run() -> None:
    """Console-script entry point (see [project.scripts] in pyproject.toml)."""
    try:
        main()
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        _quiet_broken_pipe()
        sys.exit(1)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        _quiet_broken_pipe()
        sys.exit(1)
