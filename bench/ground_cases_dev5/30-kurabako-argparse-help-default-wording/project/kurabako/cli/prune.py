"""Delete old backups."""
import argparse

from kurabako.transfer import delete_older_than


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--bucket", required=True, help="bucket to prune")
    p.add_argument("--keep", type=int, default=7, help="days of backups to keep (default: 7)")
    p.add_argument("--dry-run", action="store_true", help="only print what would be deleted")


def run(args: argparse.Namespace) -> int:
    deleted = delete_older_than(args.bucket, days=args.keep, dry_run=args.dry_run)
    print(f"{'would delete' if args.dry_run else 'deleted'} {len(deleted)} objects")
    return 0
