"""The agent's verdict that the fix lies outside the project: nothing in the repository to change ("this isn't
coming from this repo", 「このリポジトリには修正できる箇所がありません」), or a change made elsewhere (`heroku
config:set …`, a dashboard, another team's repository), with no cause placed in the project."""

from __future__ import annotations

import re

from honing.grounding import mentions, vocab
from honing.grounding.prose import _CLAUSE, _blames_project, _repository


def finds_nothing(prose: str) -> bool:
    """The agent says nothing in the project needs changing and places no cause there (by a bare name it may, when the
    verdict is the repository's: 「原因は…`deregistration_delay`…」 … 「このリポジトリには修正できる箇所がありません」)."""
    verdict = vocab.first(prose, "nothing_to_fix")
    return verdict is not None and (not _blames_project(prose) or (
        _repository().search(verdict.group(0)) is not None and not _blames_project(prose, places_only=True)))


_CODE_BEFORE = re.compile(r"(?:\bcode|代码|コード)[^。.\n]{0,12}$", re.IGNORECASE)


def fixed_outside(prose: str) -> bool:
    """The reply's fix lies outside the repository (`heroku config:set STRIPE_WEBHOOK_SECRET=…`, "The fix is in
    Algolia, not in this repo"), and it places nothing in the project: no line, no proposal of its own (not
    "`parse_date` … line 5 … I'd return None … you may also want `heroku config:set`"); when it clears the code
    itself (「代码本身没问题」), a proposal that names no file or line of the project is the outside change."""
    # (a reply that clears the code itself, 「代码本身没问题」, proposes its change where the fix lies: 「修法是在 `platform-infra` 里…」)
    # (or says it cannot be changed from here at all: "I can't change that from this repository")
    cleared = any(_CODE_BEFORE.search(prose, max(0, m.start() - 16), m.start()) for m in vocab.find_all(prose, "exonerate")) or bool(
        vocab.first(prose, "not_from_here"))
    # (a reply that says it cannot be fixed here blames the project only by a place it names, not by a cause it names, 「502 の
    # 原因は auth コンテナ自体で…ここでは直せません」; and a stopgap it proposes here, 「とりあえず 1.14.1 に戻せば」, is no fix, nor
    # advice against one, 「前端不建议…兜底」, nor a change another party made, 「order-service 把…改成了“元”」)
    outside = bool(vocab.first(prose, "fix_outside") or vocab.first(prose, "not_from_here"))
    elsewhere = any(_other_repository(c.group(0)) for c in _CLAUSE.finditer(prose))
    return (bool(outside or elsewhere)
            and not _blames_project(prose, places_only=outside)
            and not any(vocab.first(c.group(0), "proposal") and not vocab.first(c.group(0), "fix_outside")
                        and not _other_repository(c.group(0)) and not vocab.first(c.group(0), "stopgap")
                        and not vocab.first(c.group(0), "not_proposed") and not (
                cleared and not any(m.kind in ("path", "location", "line") for m in mentions.find(c.group(0))))
                for c in _CLAUSE.finditer(prose))  # ("The fix is in Algolia, not in this repo")
            and (vocab.first(prose, "exonerate") is not None  # ("… `app/config.py:3`. … The code … is fine.")
                 or elsewhere  # (a fix clause that names another repository: the lines it cited only explained)
                 or not any(m.kind in ("location", "line") for m in mentions.find(prose))))


# a repository by name, not "project", which may be this one's settings ("the fix is in the project's tsconfig")
# (not this one's by its possessive, "the repo's `.env.example`"; not レポート, a report; not 仓库 of a warehouse's 仓库报表)
_REPO = re.compile(r"\brepo(?:sitory)?\b(?!['’]s\b)|代码库|仓库(?=里|中|那边|那里|\s|[（(,，。:：]|$)|リポジトリ|(?<![ァ-ヺ])(?:リポ|レポ)(?![ァ-ヺー])",
                   re.IGNORECASE)
# (a repository said to be this one: "this repo", 「このリポジトリ」, 「本仓库」)
_THIS = re.compile(r"(?:\b(?:this|our|the same|current)\s+(?:[\w-]+\s+)?|この|こちらの|本|这个|当前|我们的?)$", re.IGNORECASE)


def _other_repository(clause: str) -> bool:
    """A clause that says where the fix goes ("The fix is …", 「直すのは」, 「修法是」) and puts it in a repository other
    than this one, naming no file before it: "The fix is in the ingress configuration …, which lives in the
    platform/infra repo", 「直すのは shop-api リポジトリ(か…envoy の設定)で」 (a file named after it is that repository's)."""
    marker = vocab.first(clause, "fix_place")
    if marker is None:
        return False
    after = clause[marker.end():]
    named = [m for m in _REPO.finditer(after) if not _THIS.search(after[max(0, m.start() - 24):m.start()])]
    return bool(named) and not any(m.kind in ("path", "location", "line") and m.start < named[0].start() - 24
                                   for m in mentions.find(after))
