"""Prompts with material (issue 19), written for this project: instructions in English,
Japanese and Chinese wrapped around emails, articles, code, data and few-shot sets that
are full of what the optimizer would otherwise remove (fillers, pleasantries, repeated
lines). Each prompt comes with its material, so an oracle can check it byte for byte.

    from material_prompts import prompts
    for text, material in prompts(): ...
"""

from __future__ import annotations

from collections.abc import Iterator

MATERIAL = {
    "en": [
        "Hi Sam,\n\nBasically, thanks so much for the quick reply! Thanks so much!\nI just wanted to say that the "
        "invoice is, um, basically wrong. The invoice is wrong.\n\nBest,\nRiya",
        "Please help. Please call. Basically, please, please hurry.",
        "The meeting was, like, really long. Honestly, we basically agreed on nothing. We agreed on nothing.",
        "def add(a, b):\n    # please fix me\n    return a  -  b\n\n\nprint(add(1,  2))",
        "name,city,score\nAna,Lisbon,  3\nAna,Lisbon,  3\nBo,Oslo,5",
        "Dear team, I hope this email finds you well. Just a quick note: the release moves to Friday. "
        "Just a quick note: the release moves to Friday.",
        "Customer: I would really, really like a refund, please.\nAgent: Sure, absolutely, no problem at all!",
        "Q: What is 2+2?\nA: 4\nQ: What is 3+3?\nA: 6",
    ],
    "ja": [
        "えーと、基本的に、会議はうまくいきました。会議はうまくいきました。\nよろしくお願いします。",
        "お世話になっております。\n請求書の金額が、正直なところ、ちょっと違うようです。請求書の金額が違います。",
        "テストを書いてください。テストを書いてください。念のため、もう一度確認してください。",
        "入力: とても良い\n出力: ポジティブ\n入力: 最悪だった\n出力: ネガティブ",
    ],
    "zh": [
        "基本上，会议很顺利。会议很顺利。\n谢谢大家！谢谢大家！",
        "您好，麻烦您看一下，这个发票的金额好像有点不对。这个发票的金额不对。",
        "请尽快回复。请尽快回复。其实，说实话，我们都很着急。",
        "输入：很好吃\n输出：正面\n输入：太难吃了\n输出：负面",
    ],
}

INSTRUCTIONS = {
    "en": [
        "Hello! Could you please proofread this email for me? Thanks so much!\n\n{m}",
        "Please summarize the following text in one sentence:\n{m}",
        "Count how many times the word \"please\" appears in the text below.\n\n{m}",
        "Basically, just translate the text below into French, please.\n\n{m}",
        "Classify the sentiment of the last input, following these examples.\nExample 1:\n{m}",
        "Here is the data:\n{m}\n\nPlease, please find the duplicate rows.",
        "Review this code and list every bug. Thanks!\n```\n{m}\n```",
        "Please rewrite the passage below so that it is more formal.\n\n{m}",
    ],
    "ja": [
        "以下の文章を要約してください。\n\n{m}",
        "次のメールを校正してください：\n{m}",
        "下記のテキストを英語に翻訳してください。よろしくお願いします。\n\n{m}",
        "例にならって最後の入力を分類してください。\n例1：\n{m}",
    ],
    "zh": [
        "请总结下面的文本：\n{m}",
        "请把以下邮件翻译成英文，谢谢！\n\n{m}",
        "请校对这段内容：\n{m}",
        "按照示例对最后的输入进行分类。\n示例1：\n{m}",
    ],
}


def prompts() -> Iterator[tuple[str, str]]:
    """(prompt, material) pairs: every instruction of a language with every material of
    that language, and the English instructions with the Japanese and Chinese material."""
    for lang, instructions in INSTRUCTIONS.items():
        for template in instructions:
            for material in MATERIAL[lang]:
                yield template.format(m=material), material
    for lang in ("ja", "zh"):
        for template in INSTRUCTIONS["en"][:4]:
            for material in MATERIAL[lang]:
                yield template.format(m=material), material
