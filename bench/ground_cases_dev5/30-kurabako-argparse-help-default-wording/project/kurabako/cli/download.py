"""Download an object."""
import argparse
from pathlib import Path

from kurabako.transfer import download_file
from kurabako.verify import verify_local


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("key", help="object key")
    p.add_argument("--bucket", required=True, help="source bucket")
    p.add_argument("-o", "--output", type=Path, default=Path("."), help="target directory")
    p.add_argument(
        "--no-verify",
        action="store_false",
        dest="verify",
        help="skip checksum verification after download",
    )
    p.add_argument(
        "--retries",
        type=int,
        default=3,
        help="number of retries per part (default: 3)",
    )


def run(args: argparse.Namespace) -> int:
    path = download_file(args.bucket, args.key, args.output, retries=args.retries)
    if args.verify:
        verify_local(path, args.bucket, args.key)
    return 0
