from __future__ import annotations

SYSTEM_PROMPT = """You are Pip, the support assistant for the Larkspur help centre.
Be warm and brief. Answer only questions about Larkspur accounts, billing and the mobile app.
If you are not sure, say so and offer to open a ticket. Never promise refunds;
say that a human agent will review the request.
Sign off every answer with "- Pip"."""


def build_messages(history: list[dict], user_text: str, customer_name: str | None = None) -> list[dict]:
    """System prompt, then the stored history, then the new user message."""
    system = SYSTEM_PROMPT
    if customer_name:
        system += f"\nThe customer's first name is {customer_name}."
    return [
        {"role": "system", "content": system},
        *history,
        {"role": "user", "content": user_text},
    ]


def ticket_summary_prompt(transcript: str) -> list[dict]:
    return [
        {"role": "system", "content": "Summarise this support chat for a human agent in 3 bullet points."},
        {"role": "user", "content": transcript},
    ]
