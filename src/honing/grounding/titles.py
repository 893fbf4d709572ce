"""The title of a test as a sentence gives it: quoted (「accepts numbers without hyphens」が赤い), in backticks
(`exits with 2 on a broken config`), or set off by the script around it (「CI 红了，page=1 returns the first users
那个 case 挂了」)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import vocab

_QUOTED_TITLE = re.compile(r'"([^"\n]{8,120})"|“([^”\n]{8,120})”|「([^」\n]{8,120})」|(?<![\w\'])\'([^\'\n]{8,120})\'(?![\w\'])')
_COMMANDS = frozenset(vocab.table()["test_results"]["command_words"])
_TICKED_TITLE = re.compile(r"`([A-Za-z][\w' ,-]{6,118}[\w'])`")  # (words and spaces: a title, not code)
# (between Japanese or Chinese words and their punctuation)
_SET_OFF_TITLE = re.compile(r"(?<=[\u3001\u3002\u3040-\u30ff\u4e00-\u9fff\uff0c\uff1a])\s*([a-z][A-Za-z0-9_=.'-]*(?: [A-Za-z0-9_=.'-]+){2,11})\s*(?=[\u3040-\u30ff\u4e00-\u9fff])")


def ticked_titles(sentence: str) -> list[str]:
    """The test titles a sentence quotes in backticks (`exits with 2 on a broken config`): three words or more, not a
    command (`npm run build`, `cargo test --release`)."""
    return [t for t in _TICKED_TITLE.findall(sentence) if len(t.split()) >= 3 and t.split()[0].lower() not in _COMMANDS
            and " -" not in t]


def quoted_titles(sentence: str) -> list[str]:
    """The titles of three words or more a sentence quotes ("…", “…”, 「…」, '…')."""
    return [t for m in _QUOTED_TITLE.finditer(sentence) if len((t := next(g for g in m.groups() if g)).split()) >= 3]


def failed_titles(sentence: str) -> list[str]:
    """The test titles a sentence that says a run failed names: in backticks, or quoted as a test writes its title (in
    Latin letters, lower-case first or a `Suite > case` path; not an error's message, "Cannot read properties of
    undefined"), or, in Japanese or Chinese, set off by the script around it: three Latin words or more, lower-case
    first (「CI 红了，page=1 returns the first users 那个 case 挂了」)."""
    return ticked_titles(sentence) or [t for t in quoted_titles(sentence) if t.isascii() and (t[:1].islower() or " > " in t)
                                       and ":" not in t] or _SET_OFF_TITLE.findall(sentence) or _cjk_titles(sentence)


_CJK_TITLE = re.compile(r"「([^」\n]{4,60})」|“([^”\n]{4,60})”")
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_TEST_WORD = re.compile(r"テスト|测试|用例|ケース|(?<![A-Za-z])(?:tests?|specs?|case)(?![A-Za-z])", re.IGNORECASE)


def _cjk_titles(sentence: str) -> list[str]:
    """A title in Japanese or Chinese, quoted in a sentence that says a test outside the quote (「CIでCartSummaryの
    テストこけてる。「ちょうど5000円なら送料無料」ってやつ」): the one quoted text that holds such a script."""
    titles = [t for m in _CJK_TITLE.finditer(sentence) if _CJK.search(t := next(g for g in m.groups() if g))]
    return titles if len(titles) == 1 and _TEST_WORD.search(_CJK_TITLE.sub(" ", sentence)) else []


def titled_example(sentence: str, specs: Sequence[str]) -> str:
    """The test one spec file named in the sentence stands for: the example's own title when
    the sentence quotes one beside it (「recipes.spec の "clearing the search box shows all recipes"
    が落ちてる」), which is what a run shows passing or failing, else the file."""
    titled = quoted_titles(sentence)
    return titled[0] if len(specs) == 1 and len(titled) == 1 else specs[0] if specs else ""
