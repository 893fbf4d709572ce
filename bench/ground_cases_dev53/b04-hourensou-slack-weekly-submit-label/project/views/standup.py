"""The /nippo modal."""
from views.labels import BLOCKERS, CANCEL, STANDUP_TITLE, SUBMIT, TODAY, YESTERDAY, plain


def _input(block_id: str, label: str, multiline: bool = True, optional: bool = False) -> dict:
    return {
        "type": "input",
        "block_id": block_id,
        "optional": optional,
        "label": plain(label),
        "element": {
            "type": "plain_text_input",
            "action_id": "value",
            "multiline": multiline,
        },
    }


def standup_modal(channel_id: str) -> dict:
    return {
        "type": "modal",
        "callback_id": "standup_modal",
        "private_metadata": channel_id,
        "title": plain(STANDUP_TITLE),
        "submit": plain(SUBMIT),
        "close": plain(CANCEL),
        "blocks": [
            _input("yesterday", YESTERDAY),
            _input("today", TODAY),
            _input("blockers", BLOCKERS, optional=True),
        ],
    }


def read_standup(values: dict) -> dict:
    def get(block: str) -> str:
        return (values.get(block, {}).get("value", {}).get("value") or "").strip()

    return {"yesterday": get("yesterday"), "today": get("today"), "blockers": get("blockers")}
