"""Whether a sentence takes up again a topic the user put on hold: by an identifier the topic's turn says, a word of its
report no later turn says, the user's own name for it, or the condition it waited for (resolve.py, settled.py)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import vocab
from honing.grounding.choices import together_only
from honing.grounding.items import _COMPOUND
from honing.grounding.prose import _CLAUSE, keywords
from honing.sessions.model import Turn

_NAME_WORD = re.compile(r"[おご]?[\u30a0-\u30ffー\u4e00-\u9fff]+")  # (a word of kanji or katakana, or both: 二重カウント, お掃除)


def _names_again(sentence: str, turn: Turn, later: Sequence[Turn] = ()) -> bool:
    """The sentence says an identifier ``turn`` says too (retry_after), or a word of its report no ``later``
    one says, or a word of three kanji or katakana its reply named it by (「証明書のやつ」) that no later turn says,
    or two words or more that ``turn`` says and no later turn says together (「身份证那个日期的」)."""
    if any(re.search(rf"(?<![A-Za-z0-9_]){re.escape(m.group(0))}(?![A-Za-z0-9_])", f"{turn.user}\n{turn.assistant}")
           for m in _COMPOUND.finditer(sentence)):
        return True
    # (or an error's code its report pasted that no later turn says: 「1062 那个也处理下吧」 after 「…1062 Duplicate entry…」)
    codes = set(re.findall(r"(?<![\w.])\d{3,5}(?![\w.])", sentence))
    if later and any(re.search(rf"(?<![\w.]){c}(?![\w.])", turn.user) and not any(
            re.search(rf"(?<![\w.]){c}(?![\w.])", f"{t.user}\n{t.assistant}") for t in later) for c in codes):
        return True
    own = {w for w in vocab.path_words(turn.user) if len(w) >= 4} - {w for t in later for w in vocab.path_words(t.user)}
    said = {w for t in later for w in keywords(f"{t.user}\n{t.assistant}")}
    own |= {w for w in keywords(f"{turn.user}\n{turn.assistant}") if len(w) >= 3 and _NAME_WORD.fullmatch(w)} - said  # (or its report's: 「二重カウント」)
    if later and own & keywords(sentence) & (vocab.path_words(sentence) | {w for w in own if not w.isascii()}):
        return True
    # (or a word of the message that put it off, which the turn did not say: what it waited for, 「hotfix ブランチでやる。
    # 今はいじらないで。」 … 「hotfix ブランチ切ったので TTL のやつお願い」)
    clauses = [c.group(0) for c in _CLAUSE.finditer(later[0].user)] if later else []
    putting = [k for k, c in enumerate(clauses) if vocab.first(c, "postpone")]
    # (the clause that puts it off, and the one before it when that one opens on the topic: 「あーそれ…」, "that one …")
    off = [clauses[p] for p in putting] + [clauses[p - 1] for p in putting if p and vocab.first(clauses[p - 1][:8], "deictic")]
    waited = {w for w in vocab.path_words(" ".join(off)) if len(w) >= 4}
    if waited & vocab.path_words(sentence) - vocab.path_words(f"{turn.user}\n{turn.assistant}"):
        return True
    # (or by two words or more that no later turn says together: 「身份证那个日期的也加上吧」 after 「先不管」
    # put off the birth-date check the reply offered, when later turns said 身份证 and 日期 apart)
    keys = keywords(sentence) - set(vocab.table()["chat_words"])
    return bool(later and len(keys) >= 2 and together_only(keys, f"{turn.user}\n{turn.assistant}".lower(),
                                                          (f"{t.user}\n{t.assistant}".lower() for t in later)))
