from __future__ import annotations

import argparse
import shutil

from rag.config import CONFIG
from rag.ingest import load_documents, split_documents
from rag.store import get_store


def main() -> None:
    parser = argparse.ArgumentParser(description="規程をベクトルストアに入れ直す")
    parser.add_argument("--docs", default=CONFIG.docs_dir)
    parser.add_argument("--dry-run", action="store_true", help="件数だけ表示して書き込まない")
    args = parser.parse_args()

    docs = load_documents(args.docs)
    chunks = split_documents(docs)
    if args.dry_run:
        print(f"[dry-run] {len(docs)} docs / {len(chunks)} chunks (not written)")
        return
    shutil.rmtree(CONFIG.persist_dir, ignore_errors=True)
    store = get_store()
    store.add_documents(chunks)
    print(f"indexed {len(docs)} docs / {len(chunks)} chunks")


if __name__ == "__main__":
    main()
