from pathlib import Path

from rag.ingest import load_documents, split_documents


def write(tmp: Path, name: str, text: str) -> None:
    (tmp / name).write_text(text, encoding="utf-8")


def test_front_matter_becomes_metadata(tmp_path):
    write(tmp_path, "ryohi.md", "---\ntitle: 旅費規程\ndepartment: keiri\nrevised: 2025-04-01\n---\n## 第1条\n出張旅費は…")
    [doc] = load_documents(str(tmp_path))
    assert doc.metadata["title"] == "旅費規程"
    assert doc.metadata["dept"] == "keiri"
    assert doc.metadata["source"] == "ryohi.md"


def test_without_front_matter_defaults_to_all(tmp_path):
    write(tmp_path, "common.md", "## 第1条\n就業時間は9時から18時とする。")
    [doc] = load_documents(str(tmp_path))
    assert doc.metadata["dept"] == "all"


def test_chunks_are_numbered(tmp_path):
    write(tmp_path, "long.md", "## 第1条\n" + "あ。" * 400)
    chunks = split_documents(load_documents(str(tmp_path)))
    assert len(chunks) > 1
    assert [c.metadata["chunk"] for c in chunks] == list(range(len(chunks)))
