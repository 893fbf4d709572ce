from __future__ import annotations

# Ollama の既定 num_ctx でも収まるように小さめ
MAX_CHARS = 3000


def split_transcript(text: str, max_chars: int = MAX_CHARS) -> list[str]:
    """話者の発言 (空行区切り) の境目で、max_chars を超えないように分ける."""
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    for block in text.split("\n\n"):
        block = block.strip()
        if not block:
            continue
        if current and size + len(block) > max_chars:
            chunks.append("\n\n".join(current))
            current, size = [], 0
        current.append(block)
        size += len(block) + 2
    if current:
        chunks.append("\n\n".join(current))
    return chunks
