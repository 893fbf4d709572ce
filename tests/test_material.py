"""Material (issue 19): the text a prompt works on is never edited, flagged as filler or
duplicate, or moved — only the instructions around it are."""

from __future__ import annotations

import json

import pytest

import honing
from honing.optimizer import validate
from honing.text.document import parse
from honing.text.material import spans

COUNT = ('Count how many times the word "please" appears in the text below.\n\n'
         "Please help. Please call. Basically, please, please hurry.")
PROOFREAD = ("Hello! Could you basically proofread this email for me? Thanks so much!\n\n"
             "Hi team, basically I just wanted to say thanks so much for the help. Thanks so much!")
SUMMARIZE = "Please summarize the following text: Basically the meeting went well. Basically we ship on Friday."
FEW_SHOT = ("Classify the sentiment of the last input.\n"
            "Example 1:\nInput: I love it\nOutput: positive\n"
            "Example 2:\nInput: Great stuff\nOutput: positive\n"
            "Input: meh\nOutput:")
JA = "以下の文章を要約してください。\n\nえーと、基本的に、会議はうまくいきました。会議はうまくいきました。"
ZH = "请总结下面的文本：\n基本上，会议很顺利。会议很顺利。"

MATERIAL = {
    COUNT: "Please help. Please call. Basically, please, please hurry.",
    PROOFREAD: "Hi team, basically I just wanted to say thanks so much for the help. Thanks so much!",
    SUMMARIZE: "Basically the meeting went well. Basically we ship on Friday.",
    FEW_SHOT: FEW_SHOT[FEW_SHOT.index("Example 1:"):],
    JA: "えーと、基本的に、会議はうまくいきました。会議はうまくいきました。",
    ZH: "基本上，会议很顺利。会议很顺利。",
}


@pytest.mark.parametrize("prompt", list(MATERIAL))
def test_material_is_found(prompt: str) -> None:
    found = spans(prompt)
    assert found and prompt[found[0][0]:found[0][1]] == MATERIAL[prompt]


@pytest.mark.parametrize("prompt", list(MATERIAL))
@pytest.mark.parametrize("mode", ["conservative", "balanced", "structured"])
@pytest.mark.parametrize("goal", ["tokens", "balanced", "quality"])
def test_no_candidate_changes_material(prompt: str, mode: str, goal: str) -> None:
    result = honing.optimize(prompt, modes=[mode], goal=goal)
    for cand in result.candidates:
        if cand.valid:
            assert MATERIAL[prompt] in cand.text, (cand.mode, cand.text)
    assert MATERIAL[prompt] in result.chosen.text


def test_instructions_around_material_are_still_tidied() -> None:
    chosen = honing.optimize(PROOFREAD, goal="tokens").chosen.text
    assert not chosen.startswith("Hello!")  # the greeting of the instruction goes
    assert chosen.endswith(MATERIAL[PROOFREAD])  # the email stays as written


def test_validation_fails_a_candidate_that_edits_material() -> None:
    original = parse(COUNT)
    assert any(p.kind == "material" for p in original.protected)

    def failures(candidate: str) -> set[str]:
        return {f.condition for f in validate.check(
            mode="balanced", original=original, requirements=(), candidate=candidate, original_findings=(),
            candidate_findings=(), original_tokens=10, candidate_tokens=9)}

    assert "protected_spans" in failures(COUNT.replace("Basically, please, please hurry.", "Please hurry."))
    assert "protected_spans" not in failures(COUNT.replace("Count how many", "Count how  many"))


def test_filler_and_duplicate_rules_do_not_fire_inside_material() -> None:
    codes = {f.code for f in honing.analyze(JA).findings} | {f.code for f in honing.analyze(ZH).findings}
    assert "duplicate_instruction" not in codes and "filler_phrases" not in codes
    plain = honing.analyze("Write tests. Write tests. Basically, be quick.")
    assert {"duplicate_instruction", "filler_phrases"} <= {f.code for f in plain.findings}


@pytest.mark.parametrize("prompt", [
    "Do the following steps now.\n- first item\n- second item",
    "Here is my plan:\n1. add a login page\n2. write tests",
    'Is the following true? "People use time to buy money." Explain it.\n\nThen give your answer.',
    "Fix the login bug. Don't change the API.",
])
def test_instructions_are_not_material(prompt: str) -> None:
    assert spans(prompt) == []


# -- the rest of issue 19 that lives in the library ---------------------------------------


@pytest.mark.parametrize("prompt, kept", [
    ("ログイン機能のバグを修正してください。テストを書いてください。テストを書いてください。エラー処理も追加してください。",
     "ログイン機能のバグを修正してください。テストを書いてください。エラー処理も追加してください。"),
    ("请修复登录功能的错误。请编写测试用例。请编写测试用例。同时添加错误处理。",
     "请修复登录功能的错误。请编写测试用例。同时添加错误处理。"),
])
def test_cjk_duplicate_sentences_are_removed(prompt: str, kept: str) -> None:
    assert honing.optimize(prompt, goal="tokens").chosen.text == kept


@pytest.mark.parametrize("ending", ["\r\n", ""])
def test_crlf_line_endings_survive(ending: str) -> None:
    text = "Please fix it.\r\nThanks so much!\r\nAdd tests for the parser.\r\nAdd tests for the parser." + ending
    result = honing.optimize(text, goal="tokens")
    chosen = result.chosen.text
    assert chosen != text
    assert "\n" not in chosen.replace("\r\n", "")  # every line still ends in CRLF
    assert chosen.endswith(ending or ".") and not chosen.endswith("\r\n\r\n")
    for change in result.chosen.changes:  # offsets point into the CRLF original
        assert text[change.start:change.end] == change.before


def test_one_line_triple_backtick_spans_do_not_pair_across_prose() -> None:
    text = "Compare ```python x = 1``` basically with ```python y  =  2``` please."
    chosen = honing.optimize(text, goal="tokens").chosen.text
    assert "```python x = 1```" in chosen and "```python y  =  2```" in chosen
    assert "basically" not in chosen  # the prose between them is still prose


FUNCTION = "```python\ndef f(x):\n    return x+1\n```"


def test_structured_mode_keeps_a_sentence_next_to_the_block_it_refers_to() -> None:
    text = (f"You are a Python expert.\n{FUNCTION}\nFix the bug in the function above.\n"
            "Keep everything above unchanged.\nReturn the answer as a unified diff.")
    structured = next(c for c in honing.optimize(text, modes=["structured"]).candidates if c.mode == "structured")
    assert f"{FUNCTION}\nFix the bug in the function above.\nKeep everything above unchanged." in structured.text


@pytest.mark.parametrize("scaffold", [True, False])
def test_restructure_never_drops_or_detaches_the_users_sentences(scaffold: bool) -> None:
    text = (f"Here is my function:\n{FUNCTION}\nFix the bug in the function above. Keep everything above "
            "unchanged. Also make the tests pass.")
    result = honing.restructure(text, scaffold=scaffold)
    assert f"Here is my function:\n{FUNCTION}\nFix the bug in the function above." in result.text
    for sentence in ("Keep everything above unchanged.", "make the tests pass"):
        assert sentence.lower() in result.text.lower()


@pytest.mark.parametrize("text, block", [
    ("以下の文章を要約してください：\n```\n会議は順調でした。\n```\n箇条書きで3点にまとめてください。", "会議は順調でした。"),
    ("请修复上面的函数。", None),
])
def test_forward_and_back_references_in_japanese_and_chinese(text: str, block: str | None) -> None:
    result = honing.restructure(text)
    if block:
        assert f"以下の文章を要約してください：\n```\n{block}\n```" in result.text
    else:
        assert "请修复上面的函数" in result.text


def test_the_hand_written_material_corpus_survives_every_valid_candidate() -> None:
    """The oracle of bench_optimize.py over the 128 prompts of bench/material_prompts.py."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from material_prompts import prompts

    written = list(prompts())
    assert len(written) >= 100
    langs = {"ja": 0, "zh": 0}
    for text, material in written:
        for cand in honing.optimize(text, goal="tokens", timings=False).candidates:
            if cand.valid:
                assert material in cand.text, (text[:60], cand.mode)
        langs["ja"] += "。" in material and "的" not in material
        langs["zh"] += "的" in material or "，" in material
    assert langs["ja"] and langs["zh"]


@pytest.mark.parametrize("request_text", [
    "fix the login bug and make the tests pass and don't touch the API",
    "ログインのバグを直して、テストを通してください。APIは変えないで。",
    "修复登录的bug，让测试通过，不要修改接口。",
])
def test_restructure_adds_no_guidance_on_a_topic_the_user_put_off_limits(request_text: str) -> None:
    result = honing.restructure(request_text)
    engine_lines = [ln.text for s in result.sections for ln in s.lines if ln.label == "engine"]
    assert engine_lines, "guidance is still added for the other topics"
    assert not [t for t in engine_lines if "API" in t or "contract" in t], engine_lines
    assert any("topic.api" in s for s in result.skipped)


def test_restructure_tidies_a_trailing_hedge_and_keeps_the_symptom_as_context() -> None:
    result = honing.restructure("so basically the checkout page is slow when the cart has many items "
                                "and also add tests i guess")
    objective = next(s for s in result.sections if s.name == "Objective")
    assert [ln.text for ln in objective.lines] == ["Add tests"]
    context = next(s for s in result.sections if s.name == "Context")
    assert any("checkout page is slow" in ln.text for ln in context.lines)


# -- hone optimize --write, as a user runs it unattended ----------------------------------

from click.testing import CliRunner  # noqa: E402

from honing.cli import main  # noqa: E402

MESSY = "Hello! Please fix the login bug. Thanks so much!\nAdd tests.\nAdd tests.\n"


def _optimize(*args: str) -> tuple[int, str, str]:
    res = CliRunner().invoke(main, ["optimize", *args])
    return res.exit_code, res.stdout, res.stderr


def test_write_backup_twice_never_loses_the_original(tmp_path) -> None:
    path = tmp_path / "p.txt"
    path.write_text(MESSY + "Basically, keep it short.\n", encoding="utf-8")
    original = path.read_bytes()
    assert _optimize(str(path), "--write", "--backup")[0] == 0
    first = path.read_bytes()
    assert first != original
    path.write_text(first.decode() + "Thanks!\n", encoding="utf-8")
    assert _optimize(str(path), "--write", "--backup")[0] == 0
    assert (tmp_path / "p.txt.bak").read_bytes() == original
    assert (tmp_path / "p.txt.bak.1").read_bytes().startswith(first)


def test_diff_is_a_preview_even_with_write(tmp_path) -> None:
    path = tmp_path / "p.txt"
    path.write_text(MESSY, encoding="utf-8")
    code, out, err = _optimize(str(path), "--write", "--diff")
    assert code == 0 and out.startswith("---") and "not written" in err
    assert path.read_text(encoding="utf-8") == MESSY
    code, out, _ = _optimize(str(path), "--diff", "--format", "json")
    assert json.loads(out)["diff"].startswith("---")


def test_write_keeps_crlf_utf16_and_never_grows_by_default(tmp_path) -> None:
    crlf = tmp_path / "crlf.txt"
    crlf.write_bytes(MESSY.replace("\n", "\r\n").encode())
    assert _optimize(str(crlf), "--write")[0] == 0
    written = crlf.read_bytes()
    assert b"Thanks so much" not in written and b"\n" not in written.replace(b"\r\n", b"")
    wide = tmp_path / "wide.txt"
    wide.write_bytes(MESSY.encode("utf-16"))
    assert _optimize(str(wide), "--write")[0] == 0
    assert wide.read_bytes()[:2] in (b"\xff\xfe", b"\xfe\xff") and "Thanks" not in wide.read_bytes().decode("utf-16")
    # a prompt the structured mode would lengthen with headings is not grown by --write
    grows = tmp_path / "grows.txt"
    text = ("You are a reviewer.\nReview the pull request for security issues.\nList each issue with its line.\n"
            "Return the answer as a markdown table.\n")
    grows.write_text(text, encoding="utf-8")
    assert _optimize(str(grows), "--write")[0] == 0
    assert len(grows.read_text(encoding="utf-8")) <= len(text)


def test_restructure_labels_honour_no_color() -> None:
    res = CliRunner().invoke(main, ["restructure", "--labels", "--text",
                                    "fix the login bug and make the tests pass and don't touch the API"],
                             env={"NO_COLOR": "1"}, color=True)
    assert res.exit_code == 0 and "\x1b[" not in res.stdout
    res = CliRunner().invoke(main, ["--color", "always", "restructure", "--labels", "--text",
                                    "fix the login bug and make the tests pass and don't touch the API"], color=True)
    assert res.exit_code == 0 and "\x1b[" in res.stdout


@pytest.mark.parametrize("text", ["チェックアウト画面が遅くて困っています。原因を調べて直してください。",
                                  "结账页面很慢，请找出原因并修复。"])
def test_slowness_is_a_performance_topic_in_japanese_and_chinese(text: str) -> None:
    assert "performance" in honing.restructure(text).topics


def test_a_long_input_shows_no_spinner_when_piped(tmp_path) -> None:
    from honing import cli

    path = tmp_path / "long.txt"
    path.write_text("fix the login bug and make the tests pass. " * (cli.LONG_INPUT_CHARS // 40 + 1), encoding="utf-8")
    res = CliRunner().invoke(main, ["restructure", str(path)])
    assert res.exit_code == 0 and "restructuring" not in res.stderr and "\x1b[" not in res.stderr


def test_an_output_label_that_states_a_format_is_no_example() -> None:
    from honing.text import material

    stated = "Turn transcripts into action items.\n\nOutput: a Markdown table with columns Owner, Action."
    assert material.start(stated) is None
    # after an input label it is the example's answer, and material as before
    pairs = "Classify the review.\nInput: I love it\nOutput: a positive one\nInput: meh\nOutput:"
    assert material.start(pairs) == pairs.index("Input:")
    # alone but followed by an example, not a description, it is still material
    shown = "Summarize the report.\nOutput:\n- revenue rose 4 %\n- costs fell"
    assert material.start(shown) == shown.index("Output:")
