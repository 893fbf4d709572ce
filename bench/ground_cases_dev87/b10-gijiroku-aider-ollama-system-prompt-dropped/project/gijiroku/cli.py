from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from gijiroku.chunking import split_transcript
from gijiroku.llm import get_backend
from gijiroku.prompts import SYSTEM, render_user


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="gijiroku")
    p.add_argument("transcript", type=Path)
    p.add_argument("--title", default="定例会議")
    p.add_argument("--date", default=date.today().isoformat())
    p.add_argument("--attendees", default="")
    p.add_argument("--backend", default=None, choices=["openai", "ollama"], help="openai (default) / ollama")
    p.add_argument("--model", default=None, help="例: gpt-4o / qwen2.5:32b (省略時は各バックエンドの既定値)")
    args = p.parse_args(argv)

    text = args.transcript.read_text(encoding="utf-8")
    chunks = split_transcript(text)
    backend = get_backend(args.backend, args.model)
    attendees = [a.strip() for a in args.attendees.split(",") if a.strip()]

    parts = []
    for i, chunk in enumerate(chunks, start=1):
        user = render_user(title=args.title, date=args.date, attendees=attendees,
                           transcript=chunk, part=i, total=len(chunks))
        parts.append(backend.complete(SYSTEM, user))

    sys.stdout.write("\n\n".join(parts) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
