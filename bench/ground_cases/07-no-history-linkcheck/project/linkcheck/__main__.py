import argparse
import sys
from pathlib import Path

from .report import as_json, as_text
from .scan import check_tree


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="linkcheck")
    parser.add_argument("root", type=Path)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    problems = check_tree(args.root)
    print(as_json(problems) if args.json else as_text(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
