"""The scaffold table (``data/guidance.toml``): fixed English guidance for software tasks,
keyed by intent and topic (SPEC E-7 step 4, E-7.3)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from honing import data

KINDS = ("edge_cases", "tests", "acceptance")
KIND_TITLES = {"edge_cases": "edge cases", "tests": "tests", "acceptance": "acceptance criteria"}


@dataclass(frozen=True)
class Item:
    key: str  # intent.<name> or topic.<name>
    kind: str  # edge_cases | tests | acceptance
    text: str
    skip_if: tuple[str, ...]

    def covered_by(self, request: str) -> str | None:
        """The phrase of the user's request that already covers this item, if any."""
        low = request.casefold()
        return next((p for p in self.skip_if if p.casefold() in low), None)


@cache
def table() -> dict[str, object]:
    return data.load("guidance.toml")


def version() -> str:
    return str(table()["version"])


def role(intent: str) -> str | None:
    row = dict(table().get("intent", {})).get(intent)  # type: ignore[call-overload]
    return row.get("role") if row else None


def output(intent: str) -> str | None:
    row = dict(table().get("intent", {})).get(intent)  # type: ignore[call-overload]
    return row.get("output") if row else None


def items(intent: str, topics: tuple[str, ...]) -> list[Item]:
    out: list[Item] = []
    rows = [("intent", intent)] + [("topic", t) for t in topics]
    for group, name in rows:
        row = dict(table().get(group, {})).get(name)  # type: ignore[call-overload]
        if not row:
            continue
        for it in row.get("items", []):
            out.append(Item(f"{group}.{name}", it["kind"], it["text"], tuple(it.get("skip_if", ()))))
    return sorted(out, key=lambda i: KINDS.index(i.kind))


def reference_page() -> str:
    """docs/reference/guidance.md, generated from the table."""
    t = table()
    lines = ["# Restructure guidance", "", f"Table version {t['version']} (`honing/data/guidance.toml`). Lines from "
             "this table are labeled `engine`; they are added only for software tasks, never when "
             "`scaffold=False`, and an item is left out when the request already contains one of its "
             "`skip_if` phrases.", ""]
    for group in ("intent", "topic"):
        for name, row in dict(t[group]).items():  # type: ignore[call-overload]
            lines += [f"## {group} `{name}`", ""]
            if row.get("role"):
                lines.append(f"- **role**: {row['role']}")
            for it in row.get("items", []):
                skip = ", ".join(f"“{s}”" for s in it.get("skip_if", ()))
                lines.append(f"- **{KIND_TITLES[it['kind']]}**: {it['text']} _(skipped if the request says {skip})_")
            if row.get("output"):
                lines.append(f"- **default output format**: {row['output']}")
            lines.append("")
    return "\n".join(lines)
