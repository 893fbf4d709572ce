import pytest

from app.rag.chunker import chunk_text


def test_short_text_is_one_chunk():
    chunks = chunk_text("d1", "退款会在 3 个工作日内原路退回。", size=200, overlap=20)
    assert len(chunks) == 1


def test_chunks_cover_text_without_gaps():
    text = "".join(f"第{i}条：账单在每月一号生成。" for i in range(60))
    chunks = chunk_text("d1", text, size=120, overlap=30)
    for a, b in zip(chunks, chunks[1:]):
        assert b.start < a.start + len(a.text), "gap between chunks"


def test_overlap_must_be_smaller_than_size():
    with pytest.raises(ValueError):
        chunk_text("d1", "abc", size=10, overlap=10)
