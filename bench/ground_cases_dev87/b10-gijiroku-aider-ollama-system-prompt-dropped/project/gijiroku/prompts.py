from __future__ import annotations

from string import Template

SYSTEM = """あなたは会議の書記です。必ず日本語で、次の Markdown 形式だけで出力してください。

## 決定事項
- ...
## 宿題 (担当者 / 期限)
- ...
## 議論の要点
- ...

文字起こしに無いことは書かないでください。"""

USER = Template("""会議名: $title
日付: $date
参加者: $attendees

以下は文字起こしの一部 ($part / $total) です。

$transcript""")


def render_user(*, title: str, date: str, attendees: list[str], transcript: str, part: int, total: int) -> str:
    return USER.substitute(
        title=title,
        date=date,
        attendees="、".join(attendees) or "不明",
        transcript=transcript,
        part=part,
        total=total,
    )
