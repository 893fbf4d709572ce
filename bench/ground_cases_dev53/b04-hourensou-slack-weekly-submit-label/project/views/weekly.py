"""The /shuho modal (weekly report)."""
from views.labels import DONE_THIS_WEEK, MOOD, MOOD_OPTIONS, NEXT_WEEK, WEEKLY_TITLE, plain


def _text(block_id: str, label: str, optional: bool = False) -> dict:
    return {
        "type": "input",
        "block_id": block_id,
        "optional": optional,
        "label": plain(label),
        "element": {"type": "plain_text_input", "action_id": "value", "multiline": True},
    }


def weekly_modal(channel_id: str) -> dict:
    return {
        "type": "modal",
        "callback_id": "weekly_modal",
        "private_metadata": channel_id,
        "title": plain(WEEKLY_TITLE),
        "submit": {"type": "plain_text", "text": "Submit"},
        "close": {"type": "plain_text", "text": "Cancel"},
        "blocks": [
            _text("done", DONE_THIS_WEEK),
            _text("next", NEXT_WEEK),
            {
                "type": "input",
                "block_id": "mood",
                "label": plain(MOOD),
                "element": {
                    "type": "radio_buttons",
                    "action_id": "value",
                    "options": [{"text": plain(t), "value": v} for v, t in MOOD_OPTIONS],
                },
            },
        ],
    }


def read_weekly(values: dict) -> dict:
    done = (values["done"]["value"]["value"] or "").strip()
    nxt = (values["next"]["value"]["value"] or "").strip()
    mood = values["mood"]["value"]["selected_option"]["value"]
    return {"done": done, "next": nxt, "mood": mood}
