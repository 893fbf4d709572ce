"""Grounding behaviours found on the remaining misses of the fourteenth development set and on
the fifteenth (bench/ground_cases_dev14, bench/ground_cases_dev15)."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import resolve

from .test_grounding_dev5 import write

_MAPPING = ("from datetime import datetime, timezone\n\n\n"
            "def to_sku(code: str) -> str:\n    return 'WH-' + code.strip().upper()\n\n\n"
            "def parse_updated_at(raw: str) -> datetime:\n"
            "    parsed = datetime.strptime(raw.strip(), '%Y-%m-%d %H:%M')\n"
            "    return parsed.replace(tzinfo=timezone.utc)\n\n\n"
            "def changed_since(items, last_run):\n    for item in items:\n"
            "        if item.updated_at > last_run:\n            yield item\n")


def test_an_item_number_right_after_kana_or_kanji_is_taken() -> None:
    """「レビューの3番も」: 番, 番目 and つ目 make a number an item's even after the particle
    の (it used to need a space or the start before it); a count stays a count."""
    assert resolve._numbers_taken("ありがと。じゃあレビューの3番もやっといて") == {3}
    assert resolve._numbers_taken("指摘の2つ目お願い") == {2}
    assert resolve._numbers_taken("先月3件あった") == set()
    assert resolve._numbers_taken("バージョン3で動かして") == set()


def test_the_place_an_item_names_as_the_consequence_is_not_its_defect(tmp_path: Path) -> None:
    """Review item 3 blames `parse_updated_at` in its title and goes on 「結果として … `changed_since`
    の `item.updated_at > last_run` で…」: what follows "as a result" is where the defect shows, so the
    longer quote there no longer outweighs the title (dev14 b01)."""
    root = write(tmp_path, {"zaiko_sync/mapping.py": _MAPPING})
    review = ("`mapping.py` を見ました。\n\n"
              "1. **`to_sku` で先頭ゼロを削っている**\n   在庫が上書きし合います。\n\n"
              "2. **`parse_qty` の切り捨て**\n   仕様ならOKです。\n\n"
              "3. **`parse_updated_at` がCSVの時刻をUTCとして扱っている**\n"
              "   `parsed.replace(tzinfo=timezone.utc)` でJSTをUTCとみなしています。結果として更新日時が9時間未来に"
              "ずれ、`changed_since` の `item.updated_at > last_run` で古い行が「変更あり」と判定されます。\n\n"
              "どれから直しますか？")
    messages = [{"role": "user", "content": "zaiko_sync/mapping.py ちょっとレビューして"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "1だけ直して。2は仕様"},
                {"role": "assistant", "content": "1 を直しました。2 はそのままにしています。"}]
    ref = honing.ground("ありがと。じゃあレビューの3番もやっといて", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "parse_updated_at" and ref.start_line <= 10 <= ref.end_line, ref
    # "as a result" in English does the same
    english = review.replace("結果として", "As a result, ")
    messages[1] = {"role": "assistant", "content": english}
    ref = honing.ground("ok do 3 as well", messages, cwd=root).references[0]
    assert ref.resolved and ref.symbol == "parse_updated_at", ref
