from __future__ import annotations

from briefly.llm import complete

SYSTEM = """You summarise meeting transcripts for the Orbit workspace.
Return Markdown with three sections: Decisions, Action items (owner - task - due), Open questions.
Use only what is in the transcript. Keep it under 250 words."""

MAX_TRANSCRIPT_CHARS = 180_000


def summarize(transcript: str, meeting_title: str) -> str:
    text = transcript[-MAX_TRANSCRIPT_CHARS:]
    return complete(SYSTEM, f"Meeting: {meeting_title}\n\nTranscript:\n{text}")
