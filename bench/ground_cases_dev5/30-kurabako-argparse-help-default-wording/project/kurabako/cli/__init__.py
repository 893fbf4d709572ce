import argparse

from kurabako.cli import download, prune, upload

COMMANDS = {"upload": upload, "download": download, "prune": prune}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kurabako")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, module in COMMANDS.items():
        p = sub.add_parser(name, help=module.__doc__)
        module.add_arguments(p)
        p.set_defaults(run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.run(args)
