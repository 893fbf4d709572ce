"""Grounding behaviours found in the round of the sixty-eighth development set (bench/ground_cases_dev68: keeping
old code alive — PHP with inline SQL, Perl and Bash nightly jobs, Java 8, VB.NET, stored procedures, ports), and on
older sets' misses looked at again in that round."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _located(folder: str, case: str) -> bool:
    result, expect = _bench_case(BENCH / folder, case)
    ref = result.references[0]
    return bool(ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


def _steps_answer_a_side_question(tmp_path: Path) -> honing.GroundResult:
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "contact_form.dart").write_text(
        "class ContactForm extends StatelessWidget {\n  Widget build(BuildContext context) {\n"
        "    return Scaffold(\n      resizeToAvoidBottomInset: false,\n      body: Column(children: [Spacer(), SendButton()]),\n"
        "    );\n  }\n}\n", encoding="utf-8")
    messages = [
        {"role": "user", "content": "テスターから：iPhone SE でお問い合わせ画面の送信ボタンがキーボードの裏に隠れて押せない"},
        {"role": "assistant", "content": "`lib/contact_form.dart:4` が `resizeToAvoidBottomInset: false` なので、キーボードが出ても "
                                         "body が縮まず送信ボタンが隠れます。意図的に false にしているようなので、デザイナーに確認してから直しましょう。"},
        {"role": "user", "content": "了解。あとキーボードの確認ってシミュレータでもできる？"},
        {"role": "assistant", "content": "できます。\n\n1. iPhone SE (3rd generation) のシミュレータで I/O → Keyboard → "
                                         "Toggle Software Keyboard を選ぶ。ハードウェアキーボード接続のままだと出ないので注意。\n"
                                         "2. Android は小さめの解像度のエミュレータで確認する。"},
    ]
    return honing.ground("SEで送信ボタンがキーボードの裏に隠れちゃうやつ、デザイナーOK出たからやって", messages,
                         cwd=tmp_path, turns=3)


def test_steps_that_answer_a_side_question_are_no_findings(tmp_path: Path) -> None:
    """Numbered steps that answer 「シミュレータでもできる？」 and name no file are no list of findings, though a step
    says 「出ないので注意」: the sentence that describes the keyboard bug goes back to the report that placed it."""
    ref = _steps_answer_a_side_question(tmp_path).references[0]
    assert ref.resolved and ref.path == "lib/contact_form.dart" and ref.start_line <= 4 <= ref.end_line  # type: ignore[operator]


def test_the_bench_case_the_side_question_came_from() -> None:
    """dev66 b04: the tester's keyboard report deferred in turn 1, simulator steps in turn 4, then 「SEで送信ボタンが
    キーボードの裏に隠れちゃうやつ、デザイナーOK出たからやって」: `resizeToAvoidBottomInset: false` in the contact form
    (unresolved before: the steps named no place in the project)."""
    assert _located("ground_cases_dev66", "b04")
