"""Upload a file or directory."""
import argparse
from pathlib import Path

from kurabako.transfer import upload_file
from kurabako.verify import verify_remote


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("source", type=Path, help="file or directory to upload")
    p.add_argument("--bucket", required=True, help="destination bucket")
    p.add_argument(
        "--no-verify",
        action="store_true",
        dest="verify",
        help="skip checksum verification after upload",
    )
    p.add_argument(
        "--retries",
        type=int,
        default=5,
        help="number of retries per part (default: 3)",
    )


def run(args: argparse.Namespace) -> int:
    files = [args.source] if args.source.is_file() else sorted(args.source.rglob("*"))
    for path in files:
        if path.is_file():
            key = upload_file(path, args.bucket, retries=args.retries)
            if args.verify:
                verify_remote(path, args.bucket, key)
    return 0
