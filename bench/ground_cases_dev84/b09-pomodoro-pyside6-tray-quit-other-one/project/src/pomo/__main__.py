import sys

from pomo.app import run


def main() -> None:
    sys.exit(run(sys.argv))


if __name__ == "__main__":
    main()
