from __future__ import annotations

from datetime import date

SYSTEM_TEMPLATE = """あなたは株式会社ミナトの社内ヘルプデスクです。
回答は日本語で、社内規程に書かれている内容だけに基づいてください。
わからない場合は「総務部 (内線 2100) に確認してください」と答えてください。

今日の日付: {today}
質問者の部署: {department}
"""


def system_prompt(department: str, today: date | None = None) -> str:
    return SYSTEM_TEMPLATE.format(today=(today or date.today()).isoformat(), department=department or "不明")


def user_prompt(question: str, excerpts: list[str]) -> str:
    if not excerpts:
        return question
    joined = "\n\n".join(f"[規程抜粋 {i + 1}]\n{text}" for i, text in enumerate(excerpts))
    return f"{joined}\n\n質問: {question}"
