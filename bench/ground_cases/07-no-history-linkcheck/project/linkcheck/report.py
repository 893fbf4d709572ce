import json


def as_text(problems: list[str]) -> str:
    if not problems:
        return "no broken links"
    return "\n".join(problems) + f"\n{len(problems)} broken link(s)"


def as_json(problems: list[str]) -> str:
    rows = []
    for p in problems:
        location, _, message = p.partition(": ")
        rows.append({"location": location, "message": message})
    return json.dumps(rows, indent=2)
