"""Japanese UI strings shared by the modals and the home tab."""

SUBMIT = "送信"
CANCEL = "キャンセル"
CLOSE = "閉じる"

STANDUP_TITLE = "今日の日報"
WEEKLY_TITLE = "今週の週報"

YESTERDAY = "昨日やったこと"
TODAY = "今日やること"
BLOCKERS = "困っていること"

DONE_THIS_WEEK = "今週やったこと"
NEXT_WEEK = "来週やること"
MOOD = "今週の調子"

MOOD_OPTIONS = [
    ("great", "😄 いい感じ"),
    ("ok", "🙂 ふつう"),
    ("tired", "😵 しんどい"),
]

PLACEHOLDER_FREE = "自由に書いてください"
POSTED = "投稿しました"


def plain(text: str) -> dict:
    return {"type": "plain_text", "text": text, "emoji": True}
