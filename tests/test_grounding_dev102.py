"""Grounding behaviours found on the hundred-and-second development set (bench/ground_cases_dev102, the everyday middle
in any stack), measured untouched at 91b82f98 in the sixtieth round and developed on in the sixty-first."""

from __future__ import annotations

from honing.grounding import item_places, quoted, vocab
from honing.grounding.mentions import Mention
from honing.grounding.places import Sourced
from honing.grounding.rewritten import changed_on_the_way, kept_behaviour
from honing.grounding.stale import _resuffixed
from honing.sessions.model import Turn

from .test_grounding_dev45 import located


def test_worked_before_your_cleanup_blames_the_cleanup_and_the_range_that_takes_in_the_status() -> None:
    """"stripe-mock answers 429 and we give up right away now. that worked before your cleanup": the edit that cleaned
    up `shouldRetry`, and of its lines the one whose range takes in 429, `case status >= 400 && status < 500:`
    (dev102 a03)."""
    said = "staging logs: stripe-mock answers 429 and we give up right away now. that worked before your cleanup"
    assert vocab.first(said, "broke") is not None
    assert vocab.first("that worked before I pushed", "broke") is None
    turn = Turn(index=2, user="that sleep after the last attempt is silly. fix it, and while you're in there clean up "
                              "shouldRetry, the chain of ifs is ugly. table-driven or whatever")
    written = ["case err != nil:", "case status >= 400 && status < 500:", "return status >= 500 && status != 501"]
    assert kept_behaviour(turn, written, said) == ["case status >= 400 && status < 500:"]
    # (a sentence that names no cleanup keeps every line the edit wrote, and so does a number no range takes in)
    assert kept_behaviour(turn, written, "stripe-mock answers 429 and we give up right away now") == written
    assert kept_behaviour(turn, written, "we give up on 302 now. that worked before your cleanup") == written
    assert located("ground_cases_dev102", "a03")


def test_a_comparison_written_back_with_another_operator_is_changed_on_the_way() -> None:
    """`afterDiscount >= FREE_SHIPPING_MIN || …` moved into a hook as `… || afterDiscount > FREE_SHIPPING_MIN;`: the lines
    are not alike, the comparison of the same two sides is (dev102 c03)."""
    removed = ["const shipping = afterDiscount >= FREE_SHIPPING_MIN || items.length === 0 ? 0 : SHIPPING_FEE;"]
    written = ["const freeShipping = items.length === 0 || afterDiscount > FREE_SHIPPING_MIN;",
               "const shipping = freeShipping ? 0 : SHIPPING_FEE;"]
    assert changed_on_the_way(written, removed) == [written[0]]
    # (the same comparison written the other way round is the same comparison)
    assert changed_on_the_way(["const free = FREE_SHIPPING_MIN <= afterDiscount;"], removed) == []
    assert located("ground_cases_dev102", "c03")


def test_before_it_was_free_shipping_blames_the_edit_whose_code_says_shipping() -> None:
    """「测试说刚好满99的单子又收运费了，之前明明是包邮的」: the agent's edits broke it, and of them the one whose code says
    shipping, not the QtyStepper edit whose reply says 99 (dev102 c03); 「リファクタしてから最後のページ出てこなくなった」 too
    (dev102 b02)."""
    assert vocab.first("测试说刚好满99的单子又收运费了，之前明明是包邮的", "broke") is not None
    assert vocab.first("リファクタしてから最後のページ出てこなくなったんだけど", "broke") is not None
    assert vocab.first("自分でリファクタしてから直った", "broke") is None
    assert vocab.first("重构之后最后一页出不来了", "broke") is not None
    assert located("ground_cases_dev102", "b02")


def test_a_line_wrong_on_its_face_leads_among_the_lines_of_the_edit() -> None:
    """`windowMs: o.windowSec * 1000 ?? this.windowMs`: a product is never null, so the fallback never applies; among the
    lines of the edit that broke 'resets the counter after the window', it leads (dev102 a04). The edit after it, which
    only wrote a comment, breaks no test."""
    assert quoted._on_its_face("windowMs: o.windowSec * 1000 ?? this.windowMs,") > 1
    assert quoted._on_its_face("if (value === NaN) return;") > 1
    assert quoted._on_its_face("max: o.max ?? this.max,") == 1
    assert quoted._on_its_face("const ms = (o.windowSec ?? this.windowSec) * 1000;") == 1
    assert located("ground_cases_dev102", "a04")


def test_a_glob_for_the_old_extension_is_what_the_rename_left_behind() -> None:
    """"old dumps arent being deleted anymore since the gzip thing": the edit writes `.sql.gz` where it wrote `.sql`, and
    `find … -name '*.sql'` still looks for the old names (dev102 a09)."""
    assert vocab.first("old dumps arent being deleted anymore since the gzip thing", "broke") is not None
    assert vocab.first("since the last change it works", "broke") is None
    old = 'out="$BACKUP_DIR/${PGDATABASE}-${stamp}.sql"\n'
    new = 'out="$BACKUP_DIR/${PGDATABASE}-${stamp}.sql.gz"\n'
    assert _resuffixed(old, new) == [(".sql", new.strip())]
    assert _resuffixed(new, old) == []  # (an extension taken off is no new one the old pattern misses)
    assert located("ground_cases_dev102", "a09")


def test_an_option_that_names_only_what_it_adds_is_placed_by_the_diagnosis() -> None:
    """「2. 在 WHERE 里加 `AND u.deleted_at IS NULL`（`countRecipients` 也一起），这是根本原因。」: the item's only name is an
    addition in brackets; the WHERE it changes is the one the diagnosis placed, `listRecipients` line 14 (dev102 c09)."""
    text = ("根本原因在 `recipients.js`：第 14 行的 WHERE 只有 `u.digest_opt_in = true`。\n\n两种改法：\n"
            "1. 在 `greeting` 里判空兜底；\n2. 在 WHERE 里加 `AND u.deleted_at IS NULL`（`countRecipients` 也一起），这是根本原因。\n")
    item = (text.index("2. 在"), len(text))
    spans = [(text.index("1. 在"), item[0]), item]
    diagnosis = Sourced(Mention("location", "src/digest/recipients.js", 14, None, 13.0, start=text.index("第 14 行")), 2, "assistant")
    added = Sourced(Mention("symbol", "countRecipients", None, None, 4.0, start=text.index("countRecipients")), 2, "assistant")
    own = item_places.own(text, item, (added,), [diagnosis, added], spans)
    assert own[0] == diagnosis and own[1].mention.weight == 2.0
    # (an item that names its own place keeps it)
    plain = text.replace("（`countRecipients` 也一起）", " `countRecipients`")
    added = Sourced(Mention("symbol", "countRecipients", None, None, 4.0, start=plain.index("countRecipients")), 2, "assistant")
    assert item_places.own(plain, (plain.index("2. 在"), len(plain)), (added,), [diagnosis, added], spans) == (added,)
    assert located("ground_cases_dev102", "c09")
