"""Each rule: positive and negative cases in English, Japanese and Chinese; and the rule's
documented example triggers it while its fixed version does not (docs cannot lie)."""

from __future__ import annotations

import pytest

import honing
from honing.engine.registry import rules

CASES: list[tuple[str, str, str, bool]] = [
    # code, lang, text, fires
    ("missing_objective", "en", "The quarterly figures for the northern region and the budget for next year.", True),
    ("missing_objective", "en", "Summarize the quarterly figures in three bullet points.", False),
    ("missing_objective", "ja", "北部地域の四半期の数字と来年の予算。", True),
    ("missing_objective", "ja", "四半期の数字を三つの箇条書きで要約してください。", False),
    ("missing_objective", "zh", "北部地区的季度数据和明年的预算。", True),
    ("missing_objective", "zh", "请用三个要点总结季度数据。", False),
    ("too_short", "en", "Fix the bug.", True),
    ("too_short", "en", "Fix the null pointer bug in the Flask login handler.", False),
    ("too_short", "ja", "バグを直して。", True),
    ("too_short", "ja", "Flaskのログイン処理で起きるヌルポインタのバグを直してください。", False),
    ("too_short", "zh", "修复错误。", True),
    ("too_short", "zh", "请修复Flask登录处理函数中的空指针错误并补充单元测试。", False),
    ("vague_language", "en", "List various risks, etc. as a table.", True),
    ("vague_language", "en", "List the three biggest security risks as a table.", False),
    ("vague_language", "ja", "いろいろなリスクを表で挙げてください。", True),
    ("vague_language", "ja", "三つの主要なリスクを表で挙げてください。", False),
    ("vague_language", "zh", "请用表格列出一些风险等等。", True),
    ("vague_language", "zh", "请用表格列出三个主要风险。", False),
    ("hedged_instruction", "en", "Write a 50-word bio and maybe add a quote.", True),
    ("hedged_instruction", "en", "Write a 50-word bio and add a quote.", False),
    ("hedged_instruction", "ja", "できれば引用も入れて50語の紹介文を書いてください。", True),
    ("hedged_instruction", "ja", "引用を入れて50語の紹介文を書いてください。", False),
    ("hedged_instruction", "zh", "写一段50字的简介，如果可能加一句引言。", True),
    ("hedged_instruction", "zh", "写一段50字的简介，加一句引言。", False),
    ("unquantified_size", "en", "Write a short summary as a list.", True),
    ("unquantified_size", "en", "Write a short summary of 50 words as a list.", False),
    ("unquantified_size", "ja", "短く要約してください。", True),
    ("unquantified_size", "ja", "100文字以内で短く要約してください。", False),
    ("unquantified_size", "zh", "请简短地总结一下。", True),
    ("unquantified_size", "zh", "请用50字简短地总结。", False),
    ("unclear_reference", "en", "Explain what this code does in two sentences.", True),
    ("unclear_reference", "en", "Explain what this code does in two sentences: `print(1)`", False),
    ("unclear_reference", "ja", "このコードが何をするか説明してください。", True),
    ("unclear_reference", "ja", "このコードが何をするか説明してください。\n```\nprint(1)\n```", False),
    ("unclear_reference", "zh", "请解释这段代码的作用。", True),
    ("unclear_reference", "zh", "请解释这段代码的作用。\n```\nprint(1)\n```", False),
    ("missing_language", "en", "Write a function that removes duplicates from a list.", True),
    ("missing_language", "en", "Write a Python function that removes duplicates from a list.", False),
    ("missing_language", "ja", "リストの重複を削除する関数を書いてください。", True),
    ("missing_language", "ja", "リストの重複を削除するPythonの関数を書いてください。", False),
    ("missing_language", "zh", "写一个函数，删除列表中的重复项。", True),
    ("missing_language", "zh", "用Python写一个函数，删除列表中的重复项。", False),
    ("long_sentence", "en", "Write a report " + "that covers the numbers and the risks " * 6 + "in 300 words.", True),
    ("long_sentence", "en", "Write a 300-word report. Cover the numbers. Add the risks.", False),
    ("long_sentence", "ja", "報告書を" + "数字とリスクと計画と予算を確認して" * 8 + "書いてください。", True),
    ("long_sentence", "ja", "報告書を書いてください。数字を含めてください。", False),
    ("long_sentence", "zh", "请写一份报告" + "包括数字和风险以及计划和预算" * 8 + "。", True),
    ("long_sentence", "zh", "请写一份报告。包括数字。", False),
    ("negative_only_constraints", "en", "Write a tagline. Don't use puns. Don't mention price. Never use emojis.", True),
    ("negative_only_constraints", "en", "Write a tagline. Don't use puns. Don't mention price. Never use emojis. It must be under 8 words.", False),
    ("negative_only_constraints", "ja", "キャッチコピーを書いて。駄洒落は使わないで。価格は書かないで。絵文字は禁止。", True),
    ("negative_only_constraints", "ja", "キャッチコピーを書いて。駄洒落は使わないで。価格は書かないで。絵文字は禁止。必ず8語以内にすること。", False),
    ("negative_only_constraints", "zh", "写一句广告语。不要用双关。不要提价格。禁止使用表情。", True),
    ("negative_only_constraints", "zh", "写一句广告语。不要用双关。不要提价格。禁止使用表情。必须少于8个字。", False),
    ("contradictory_instructions", "en", "Summarize in under 50 words. Make it at least 200 words.", True),
    ("contradictory_instructions", "en", "Summarize in under 50 words. Return JSON.", False),
    ("contradictory_instructions", "en", "Return the answer as JSON. Respond in plain text only.", True),
    ("contradictory_instructions", "ja", "簡潔に答えて。詳しく説明して。", True),
    ("contradictory_instructions", "ja", "簡潔に答えて。箇条書きで。", False),
    ("contradictory_instructions", "zh", "请简洁回答。请详细说明每一步。", True),
    ("contradictory_instructions", "zh", "请简洁回答，用列表输出。", False),
    ("near_duplicate_instruction", "en", "The script must keep the file extensions of all files. The script must keep the file extension of all files.", True),
    ("near_duplicate_instruction", "en", "The script must keep the file extensions. Return it as a code block.", False),
    ("near_duplicate_instruction", "ja", "出力はすべて日本語で丁寧に書いてください。出力はすべて日本語で丁寧に書いてくださいね。", True),
    ("near_duplicate_instruction", "ja", "出力は日本語で書いてください。表を使ってください。", False),
    ("near_duplicate_instruction", "zh", "请把所有输出都用中文写成正式的表格。请把所有输出都用中文写成正式表格。", True),
    ("near_duplicate_instruction", "zh", "请用中文输出。请使用表格。", False),
    ("missing_output_format", "en", "Compare PostgreSQL and MySQL for a small team.", True),
    ("missing_output_format", "en", "Compare PostgreSQL and MySQL for a small team as a table.", False),
    ("missing_output_format", "ja", "小さなチーム向けにPostgreSQLとMySQLを比較してください。", True),
    ("missing_output_format", "ja", "小さなチーム向けにPostgreSQLとMySQLを比較し、表形式で出力してください。", False),
    ("missing_output_format", "zh", "为小团队比较PostgreSQL和MySQL。", True),
    ("missing_output_format", "zh", "为小团队比较PostgreSQL和MySQL，用表格输出。", False),
    ("missing_length_guidance", "en", "Write a blog post about remote work.", True),
    ("missing_length_guidance", "en", "Write a 600-word blog post about remote work.", False),
    ("missing_length_guidance", "ja", "リモートワークについてのブログ記事を書いてください。", True),
    ("missing_length_guidance", "ja", "リモートワークについてのブログ記事を800文字で書いてください。", False),
    ("missing_length_guidance", "zh", "写一篇关于远程办公的文章。", True),
    ("missing_length_guidance", "zh", "写一篇关于远程办公的文章，不超过800字。", False),
    ("wall_of_text", "en", " ".join(["Read the email and pick the answer that fits and adapt it."] * 12), True),
    ("wall_of_text", "en", "\n".join(["- Read the email and pick the answer that fits and adapt it."] * 12), False),
    ("wall_of_text", "en", "1. " + " ".join(["Read the email and pick the answer that fits and adapt it."] * 12), True),
    ("wall_of_text", "ja", "メールを読んで最適な回答を選び、顧客に合わせて調整してください。" * 12, True),
    ("wall_of_text", "ja", "\n".join(["- メールを読んで最適な回答を選び、顧客に合わせて調整してください。"] * 12), False),
    ("wall_of_text", "zh", "请阅读邮件并选择最合适的标准回答然后根据客户的名字和产品进行调整。" * 12, True),
    ("wall_of_text", "zh", "\n".join(["- 请阅读邮件并选择最合适的标准回答然后根据客户的名字和产品进行调整。"] * 12), False),
    ("duplicate_instruction", "en", "Keep the tone formal. Keep the tone formal.", True),
    ("duplicate_instruction", "en", "Keep the tone formal. Keep it short.", False),
    ("duplicate_instruction", "ja", "丁寧な口調で書いて。丁寧な口調で書いて。", True),
    ("duplicate_instruction", "ja", "丁寧な口調で書いて。短くして。", False),
    ("duplicate_instruction", "zh", "请保持正式的语气。请保持正式的语气。", True),
    ("duplicate_instruction", "zh", "请保持正式的语气。请简短。", False),
    ("filler_phrases", "en", "Could you please basically write a haiku?", True),
    ("filler_phrases", "en", "Write a haiku about autumn.", False),
    ("filler_phrases", "ja", "恐れ入りますが、俳句を書いてください。", True),
    ("filler_phrases", "ja", "俳句を書いてください。", False),
    ("filler_phrases", "zh", "麻烦你基本上写一首诗。", True),
    ("filler_phrases", "zh", "写一首关于秋天的诗。", False),
]


def codes(text: str) -> list[str]:
    return honing.analyze(text, timings=False).codes


@pytest.mark.parametrize(("code", "lang", "text", "fires"), CASES, ids=[f"{c}-{lang}-{'pos' if f else 'neg'}-{i}" for i, (c, lang, _, f) in enumerate(CASES)])
def test_rule_case(code: str, lang: str, text: str, fires: bool) -> None:
    assert (code in codes(text)) is fires, honing.analyze(text).to_dict()["findings"]


def test_every_lexical_rule_has_cases_in_three_languages() -> None:
    covered = {(c, lang, fires) for c, lang, _, fires in CASES}
    for code, rule in rules().items():
        if rule.dimension == "security":
            continue
        for lang in ("en", "ja", "zh"):
            assert (code, lang, True) in covered and (code, lang, False) in covered, (code, lang)


@pytest.mark.parametrize("code", list(rules()))
def test_documented_example_triggers_and_fixed_version_does_not(code: str) -> None:
    rule = rules()[code]
    assert code in codes(rule.example)
    assert code not in codes(rule.fixed)


def test_lexical_rules_ignore_protected_spans() -> None:
    text = 'Translate "something, various things, etc." into French as plain text.'
    assert "vague_language" not in codes(text)
    assert "vague_language" in codes("Translate something into French as plain text.")


def test_one_finding_per_rule_with_every_occurrence() -> None:
    report = honing.analyze("List something. Describe various things. Explain stuff as a list.")
    vague = [f for f in report.findings if f.code == "vague_language"]
    assert len(vague) == 1 and len(vague[0].occurrences) == 3


@pytest.mark.parametrize(("text", "fires"), [
    ("Use capital letters in every heading.", False),  # an imperative is an objective
    ("1. Keep it short.\n2. Avoid jargon.", False),
    ("使用Python编写。", False),
    ("必ず日本語で答えること。", False),
    ("I use Python every day.", True),  # the verb must open the sentence
    ("The weather is nice.", True),
])
def test_missing_objective_accepts_an_imperative_opening(text: str, fires: bool) -> None:
    assert ("missing_objective" in {f.code for f in honing.analyze(text).findings}) is fires
