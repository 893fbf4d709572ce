"""Grounding behaviours found in the round of the sixty-ninth development set (bench/ground_cases_dev69: forms,
validation and documents, in longer sessions), and on older sets' misses looked at again in that round."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import asides, choices, resumed
from honing.grounding.blocks import enclosing
from honing.grounding.noticed import aside_paragraph
from honing.grounding.project import Project
from honing.grounding.prose import keywords
from honing.sessions.model import Turn

from .test_grounding_dev45 import _bench_case
from .test_grounding_dev45 import located as _located

BENCH = Path(__file__).resolve().parent.parent / "bench"



def test_a_csharp_method_whose_generic_return_type_holds_a_space(tmp_path: Path) -> None:
    """`public static Dictionary<string, string> BuildTemplateParams(Order order)` opens a method: a line in its body
    is in it, not only in the class around it."""
    (tmp_path / "SmsSender.cs").write_text(
        "public class SmsSender\n{\n    public static Dictionary<string, string> BuildTemplateParams(Order order)\n"
        "    {\n        return new Dictionary<string, string>\n        {\n            [\"name\"] = order.ReceiverName,\n"
        "        };\n    }\n\n    public async Task<Dictionary<string, List<int>>> LoadAsync()\n    {\n"
        "        return await _db.Query();\n    }\n}\n", encoding="utf-8")
    project = Project(tmp_path)
    assert enclosing(project, "SmsSender.cs", 7)[2] == "BuildTemplateParams"
    assert enclosing(project, "SmsSender.cs", 13)[2] == "LoadAsync"


@pytest.mark.parametrize(("sentence", "topic"), [
    ("the UK supplier's file now has a 12.50 item coming in as 1250.00. the price thing from earlier", {"price"}),
    ("ok go back to the sentry one and fix it", {"sentry"}),
    ("the price is wrong in the file", set()),
    ("the price thing, and the ice machine", {"price"}),
    ("add one more check to the login", set()),
    ("ログイン方法を変えて", set()),
    ("ログインの件数が合わない", set()),
    ("価格のやつ、さっきの", {"価格"}),
])
def test_the_word_a_sentence_names_its_topic_by(sentence: str, topic: set[str]) -> None:
    assert choices.topic_words(sentence, keywords(sentence)) == topic


def test_the_topic_word_counts_double_in_choosing_a_turn() -> None:
    """"the price thing from earlier": "price", said by one turn, outweighs "file", said by another one."""
    keys = {"price", "file"}
    spread = {"price": 1, "file": 1}
    topic = frozenset({"price"})
    assert choices.key_hits(keys, spread, "german prices as text end up as 'not a price'", topic) == 2.0
    assert choices.key_hits(keys, spread, "for the Swiss file, the first row of each merged block", topic) == 1.0


def test_a_price_thing_from_earlier_is_the_turn_that_spoke_of_prices() -> None:
    """dev69 a10: the German price parsing of turn 2, not the merged-cells question of turn 4 that also said "file"."""
    assert _located("ground_cases_dev69", "a10")


def test_a_chinese_aside_marked_as_not_changed() -> None:
    """「顺带发现一个问题（没改）：…」 opens a paragraph that sets something aside."""
    reply = "已把 `detail` 的上限改成 120。\n\n顺带发现一个问题（没改）：`receiverName` 的正则（第 13 行）不允许 `·`。"
    starts, at = aside_paragraph(reply)
    assert at == 1 and reply[starts[at]:].startswith("顺带发现")
    assert aside_paragraph("已把 `detail` 的上限改成 120。\n\n测试都过了。")[1] is None


def _offer_put_off() -> list[Turn]:
    return [
        Turn(1, "身份证号帮我把最后一位校验码也校验一下",
             "校验码加上了，`accounts` 19 个测试通过。\n\n顺便说一下：出生日期那段（第 33 行）只判断了前两位是不是 19/20，"
             "像 `19990231` 这种不存在的日期也能通过。要不要用 `datetime.strptime` 真正解析一下？"),
        Turn(2, "先不管。新加的这个错误提示英文版 po 里要补吗？", "要补，“身份证号校验位不正确”这一条我加上了。"),
        Turn(3, "出生日期那个 date picker 在老 Safari 上是普通文本框", "`birthday` 加了 `input_formats`。"),
    ]


def test_an_offer_put_off_is_named_again_by_words_no_later_turn_says_together() -> None:
    """「身份证那个日期的也加上吧」: later turns said 身份证 and 日期 apart, only the turn put off said both."""
    turns = _offer_put_off()
    sentence = "身份证那个日期的也加上吧"
    assert resumed._names_again(sentence, turns[0], turns[1:])
    assert asides._together(keywords(sentence), turns[0], turns)
    assert not resumed._names_again("邮编的也加上吧", turns[0], turns[1:])  # (one word of the two: 加上)


def test_an_offer_put_off_and_taken_up_is_found_in_its_numbered_line() -> None:
    """dev69 c01: 「先不管」 put off the birth-date check the reply offered at 「第 33 行」; the sentence takes it up.
    The aside, which numbers its own line, is not read as the fix's paragraph above it."""
    assert _located("ground_cases_dev69", "c01")


def test_common_words_name_nothing_together() -> None:
    """"ok now the stale scores thing": "thing" ("One thing you should know") is no word the turn is named by."""
    turns = [Turn(1, "put the model version into ScoreResponse",
                  "Done.\n\nOne thing you should know: old scores are served for six hours. I haven't changed it; want me to?"),
             Turn(2, "later. sending 101 ids gives a 500", "Fixed: 400 now.")]
    assert not asides._together(keywords("ok now the stale scores thing"), turns[0], turns)


def test_a_numbered_line_confirmed_by_the_file_read_beside_an_edited_test() -> None:
    """dev69 c08: 「第 45 行 `name` 直接用 `ReceiverName`」, the one source file read showing that line (the test file was
    only edited): the line's method, not the method the aside names as where the failure is logged."""
    assert _located("ground_cases_dev69", "c08")


def test_an_annotation_line_belongs_to_the_definition_below_it(tmp_path: Path) -> None:
    """A line named on `@Query("…")` (a number a reply gives for a JPQL string) is in the method the annotation
    stands over, an abstract declaration of one line or a method with a body, not in the interface or class around it."""
    (tmp_path / "OrderRepository.java").write_text(
        "public interface OrderRepository extends JpaRepository<Order, Long> {\n\n"
        "    @Query(\"select count(o) from Order o where o.status = 'PENDING' or o.shopId = :shopId\")\n"
        "    long countOpenOrders(@Param(\"shopId\") long shopId);\n}\n", encoding="utf-8")
    (tmp_path / "OrderController.java").write_text(
        "public class OrderController {\n    @PostMapping(\"/orders\")\n    @Transactional\n"
        "    public Order create(@RequestBody Order order) {\n        return repo.save(order);\n    }\n}\n", encoding="utf-8")
    (tmp_path / "counter.rb").write_text("class Counter\n  def count\n    @count\n  end\n\n  def reset\n    @count = 0\n  end\nend\n",
                                          encoding="utf-8")
    (tmp_path / "files.php").write_text("<?php\nfunction cleanup($p) {\n    @unlink($p);\n}\n\nfunction other() {\n    return 1;\n}\n",
                                        encoding="utf-8")
    project = Project(tmp_path)
    assert enclosing(project, "OrderRepository.java", 3) == (3, 4, "countOpenOrders")
    assert enclosing(project, "OrderController.java", 2) == (2, 6, "create")
    # (an instance variable alone on a line, or PHP's silenced call, annotates nothing)
    assert enclosing(project, "counter.rb", 3) == (2, 4, "count")
    assert enclosing(project, "files.php", 3) == (2, 4, "cleanup")


def test_lines_a_reply_numbers_without_a_file_are_in_the_one_file_its_turn_read() -> None:
    """「`newReader` 里有两处设置都会造成这种“错位”：第 28 行 … 第 29 行 …」 after reading `internal/importer/csv.go`: two
    places, so 「两种…都说得通」 leaves them apart and 「错位那个你先改了吧」 stays unresolved (dev69 c04)."""
    from honing.grounding.settled import _places
    from honing.sessions.model import ToolCall

    reply = "`newReader` 里有两处：\n- **第 28 行 `cr.FieldsPerRecord = -1`**：…\n- **第 29 行 `cr.LazyQuotes = true`**：…"
    read = ToolCall("read_file", '{"path": "internal/importer/csv.go"}', "package importer\n", ("internal/importer/csv.go",))
    assert _places(Turn(3, "错位了", reply, tools=(read,))) == {("csv.go", 28), ("csv.go", 29)}
    assert _places(Turn(3, "错位了", reply)) == set()
    result, _ = _bench_case(BENCH / "ground_cases_dev69", "c04")
    assert not result.references[0].resolved
