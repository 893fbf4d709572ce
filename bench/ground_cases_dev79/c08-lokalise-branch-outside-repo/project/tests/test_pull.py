import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from pull_translations import fetch_all_keys, to_catalogs  # noqa: E402


class FakeClient:
    def __init__(self, pages):
        self.pages = pages

    def keys(self, page=1, limit=500):
        return self.pages[page - 1], len(self.pages)


def key(name, **tr):
    return {"key_name": {"web": name}, "translations": [{"language_iso": k, "translation": v} for k, v in tr.items()]}


def test_to_catalogs_maps_locale_codes():
    cats = to_catalogs([key("hello", en="Hello", zh_CN="你好")], {"en": "en", "zh-CN": "zh_CN"})
    assert cats == {"en": {"hello": "Hello"}, "zh-CN": {"hello": "你好"}}


def test_fetch_all_keys_reads_every_page():
    client = FakeClient([[key("a", en="A")], [key("b", en="B")], [key("c", en="C")]])
    assert [k["key_name"]["web"] for k in fetch_all_keys(client)] == ["a", "b", "c"]


def test_empty_translation_is_skipped():
    cats = to_catalogs([key("bye", en="Bye", ja="")], {"en": "en", "ja": "ja"})
    assert cats["ja"] == {}
