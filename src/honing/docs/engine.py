"""The engine reference and one page per rule, from the rule catalog, the scoring
constants and the signature, optimizer and restructure tables."""

from __future__ import annotations

import re
from typing import Any

from honing import data
from honing.engine import DIMENSIONS, SEVERITY_PENALTY, STAGE_LABELS, analyze
from honing.engine import cases as rule_cases
from honing.engine.registry import RULES_VERSION, rules
from honing.engine.rule import Rule
from honing.engine.scoring import CRITICAL_CAP, GRADES, STRUCTURE_MIN_WORDS
from honing.security.injection import SIGNATURE_VERSION, signatures
from honing.text import lexicon


def rule_summary(rule: Rule) -> dict[str, Any]:
    return {"code": rule.code, "dimension": rule.dimension, "severity": rule.severity, "stage": rule.stage,
            "summary": rule.summary}


def explanation(rule: Rule) -> dict[str, Any]:
    """What the engine says about the rule's own example (run deterministically)."""
    report = analyze(rule.example, timings=False)
    finding = report.finding(rule.code)
    return finding.to_dict() if finding else {}


def rule_page_data(rule: Rule) -> dict[str, Any]:
    return {**rule_summary(rule), "what": rule.what, "why": rule.why, "example": rule.example,
            "explanation": explanation(rule), "fixed": rule.fixed, "fix": rule.fix}


def _fence(text: str) -> str:
    # longer than any run of backticks in the text, so a code block inside stays inside
    ticks = "`" * max(3, 1 + max(map(len, re.findall("`+", text)), default=0))
    return f"{ticks}text\n{text}\n{ticks}"


def rule_page(rule: Rule) -> str:
    ex = explanation(rule)
    lines = [
        f"# {rule.code}",
        "",
        f"Dimension: **{rule.dimension}** · default severity: **{rule.severity}** · stage: `{rule.stage}`",
        "",
        "## What it detects",
        rule.what,
        "",
        "## Why it matters",
        rule.why,
        "",
        "## Example",
        _fence(rule.example),
        "",
        "## What the engine says",
    ]
    if ex:
        lines.append(f"- **{ex['severity']}** — {ex['message']}")
        for s in ex["spans"][:5]:
            note = f" ({s['note']})" if s.get("note") else ""
            lines.append(f"- at {s['start']}–{s['end']}: `{' '.join(s['text'].split())[:80]}`{note}")
    else:
        lines.append("- (the example does not trigger the rule — this is a bug; the test suite catches it)")
    lines += ["", "## Fixed version", _fence(rule.fixed), "", f"Fix: {rule.fix}", ""]
    lines += options_section(rule.code) + cases_section(rule.code)
    return "\n".join(lines)


_LANGUAGE_NAMES = {"en": "English", "ja": "Japanese", "zh": "Chinese"}


def options_section(code: str) -> list[str]:
    """The thresholds that tune the rule (``options`` in data/rules.toml)."""
    lines = ["## Options", ""]
    options = rule_cases.options(code)
    if not options:
        return [*lines, "No threshold tunes this rule; `disable` turns it off and `severity` changes its severity.", ""]
    lines += ["| option | default | what it sets |", "|---|---|---|"]
    lines += [f"| `{o.name}` | {o.default} | {o.description} |" for o in options]
    return [*lines, "", "Set them under `[tool.honing.thresholds]` in pyproject.toml or `[thresholds]` in honing.toml.", ""]


def cases_section(code: str) -> list[str]:
    """The rule's cases (data/rule_cases/<code>.toml): per language the prompts it fires on
    and their fixed versions; then the known gaps, where the engine does not do so yet."""
    cases = rule_cases.cases(code)
    lines = ["## Cases", "", f"Everyday prompts from `honing/data/rule_cases/{code}.toml`; "
             "`tests/test_rule_cases.py` checks every one.", ""]
    for lang in lexicon.LANGUAGES:
        lines += [f"### {_LANGUAGE_NAMES[lang]}", ""]
        for fires, title in ((True, "Fires on"), (False, "Does not fire on")):
            for case in (c for c in cases if c.lang == lang and c.fires is fires and not c.gap):
                lines += [f"{title}:", "", _fence(case.text), ""]
    gaps = [c for c in cases if c.gap]
    if gaps:
        lines += ["### Known gaps", "", "Cases the engine does not get right yet (the test expects them to fail "
                  "until the rule is fixed).", ""]
        for case in gaps:
            should = "should fire" if case.fires else "should not fire"
            lines += [f"{_LANGUAGE_NAMES[case.lang]}, {should}: {case.gap}", "", _fence(case.text), ""]
    return lines


def engine_reference() -> str:
    lines = [
        "# Engine reference",
        "",
        "Generated from the engine's own data (`RULES`, `DIMENSIONS`, `SEVERITY_PENALTY`, `STAGE_LABELS`, "
        "the signature set, the vocabularies and the price table); do not edit by hand — run `make docs`.",
        "",
        "## Pipeline",
        "",
        "| # | name | label |",
        "|---|---|---|",
    ]
    for i, (name, label) in enumerate(STAGE_LABELS.items(), 1):
        lines.append(f"| {i} | `{name}` | {label} |")
    lines += ["", "Stages 1–12 run on every analysis; 13–17 on optimization. Only `parse` can fail, and only "
              "for an empty prompt. Security findings never stop the pipeline.", "",
              f"## Rule catalog (rules {RULES_VERSION})", "", "| code | dimension | default severity | fires when |",
              "|---|---|---|---|"]
    for r in rules().values():
        lines.append(f"| [`{r.code}`](rules/{r.code}.md) | {r.dimension} | {r.severity} | {r.summary} |")
    lines += ["", "## Dimensions", "", ", ".join(DIMENSIONS), "", "## Scoring", "",
              "| severity | penalty |", "|---|---|"]
    for sev, pen in SEVERITY_PENALTY.items():
        lines.append(f"| {sev.value} | {pen} |")
    lines += ["", f"Overall = 100 − the sum of penalties, clamped to 0–100, capped at {CRITICAL_CAP} when any "
              f"finding is critical. Each dimension = 100 − its own penalties. Structure applies from "
              f"{STRUCTURE_MIN_WORDS} words.", "", "| grade | from |", "|---|---|"]
    for floor, name in GRADES:
        lines.append(f"| {name} | {floor} |")
    lines += ["", "## Word-count thresholds per language", "", "The phrase lists themselves: "
              "[vocabulary.md](vocabulary.md).", "", "| language | too_short content words | "
              "long_sentence words | wall_of_text words |", "|---|---|---|---|"]
    for lang in lexicon.LANGUAGES:
        t = lexicon.vocab(lang)["thresholds"]
        lines.append(f"| {lang} | {t['too_short_content_words']} | {t['long_sentence_words']} | {t['wall_of_text_words']} |")
    lines += ["", f"## Injection signatures ({SIGNATURE_VERSION})", "", "| id | category | languages | weight |",
              "|---|---|---|---|"]
    for s in signatures():
        lines.append(f"| `{s.id}` | {s.category} | {', '.join(s.languages)} | {s.weight} |")
    cluster = data.load("signatures.toml").get("cue_cluster")
    if cluster:
        families: dict[str, list[str]] = {}
        for cue in data.load("signatures.toml").get("cue", []):
            families.setdefault(cue["family"], []).extend(cue["languages"])
        pairs = " or ".join(" + ".join(pair) for pair in cluster.get("lead_pairs", []))
        lead = f"one of them strong ({', '.join(cluster['strong_families'])})" + (f" or the pair {pairs} present" if pairs else "")
        lines += ["", f"Jailbreak cue cluster `{cluster['id']}`: {cluster['per_family']} per family when at least "
                  f"{cluster['min_families']} families appear, {lead}; or when "
                  f"{cluster['min_families_unled']} families appear without a lead. Families: "
                  + ", ".join(f"{f} ({', '.join(sorted(set(langs)))})" for f, langs in families.items()) + "."]
    from honing.security import injection

    lines += ["", "Risk = the sum of the weights of distinct matched signatures (capped at 100; two signatures "
              "of one category on overlapping words count once, the heavier; a match inside a "
              f"quotation or inline code weighs {injection.QUOTED_FACTOR:.0%}, inside a code block or triple "
              f"quotes {injection.BLOCK_FACTOR:.0%}; a payload that decodes to a signature adds "
              f"{injection.ENCODED_WEIGHT}, hidden characters {injection.HIDDEN_WEIGHT} beside a signature and "
              f"{injection.HIDDEN_ALONE_WEIGHT} alone); ≥ {injection.CRITICAL_RISK} critical, "
              f"≥ {injection.WARNING_RISK} warning, else info. A match shows risk, not proof.", ""]
    mixed = data.load("signatures.toml")["mixed_language"]
    lines += [f"Mixed-language wrapper `wrapper.mixed_language`: adds {mixed['weight']} when a signature of "
              f"{', '.join(mixed['categories'])} already matched in prose and the text is an English frame (at "
              f"least {mixed['min_english_words']} of {len(mixed['english_words'])} English function words) around "
              f"a question in another script (Han, kana, Hangul, Cyrillic, Greek, Hebrew, Arabic, Indic, Thai) whose "
              f"letters number at least {mixed['min_foreign_letters']} and make at most "
              f"{float(mixed['max_foreign_share']):.0%} of the text's letters. Never a finding alone.", ""]
    for row in data.load("signatures.toml").get("changelog", []):
        lines.append(f"- {row['version']} ({row['date']}): {row['notes']}")
    lines += security_tables()
    lines += optimizer_reference()
    lines += restructure_reference()
    lines.append("")
    return "\n".join(lines)


def security_tables() -> list[str]:
    """The credential, personal-data and destructive-operation tables (sensitive_data and
    destructive_operation rules), from their data files."""
    from honing.security import secrets

    table = data.load("secrets.toml")
    lines = ["", f"## Sensitive data ({table['version']})", "",
             "Credentials are critical, personal data a warning; evidence is always masked.", "",
             "| id | kind | provider | a match must pass | needs one of these words |", "|---|---|---|---|---|"]
    for kind in ("credential", "personal"):
        for row in table.get(kind, []):
            words = ", ".join(f"`{w}`" for w in row.get("requires", [])) or "—"
            lines.append(f"| `{row['id']}` | {kind} | {row.get('provider', '—')} | {secrets.CHECKS[row.get('validate')]} | {words} |")
    ops = data.load("destructive.toml")
    lines += ["", f"## Destructive operations ({ops['version']})", "", "| id | needs one of these words |", "|---|---|"]
    for row in ops.get("operation", []):
        words = ", ".join(f"`{w.strip()}`" for w in row.get("requires", [])) or "—"
        lines.append(f"| `{row['id']}` | {words} |")
    lines += ["", "Targets that never fire: " + ", ".join(f"`{t}`" for t in ops.get("safe_targets", [])) + "."]
    return lines


def optimizer_reference() -> list[str]:
    from honing.optimizer import GOALS, TOKEN_ALLOWANCE
    from honing.optimizer.transforms import MODE_TEXT
    from honing.optimizer.validate import CONDITION_TEXT

    lines = ["", "## Optimization modes", "", "| mode | transform |", "|---|---|"]
    lines += [f"| {m} | {t} |" for m, t in MODE_TEXT.items()]
    lines += ["", "## Candidate validation", "", "A candidate is valid only if every condition holds:", ""]
    lines += [f"{i}. `{c}`: {t}" for i, (c, t) in enumerate(CONDITION_TEXT.items(), 1)]
    lines += ["", "The structured candidate is built on the balanced text. When deleting filler there moves a "
              "sentence boundary, it is also valid if the balanced text meets every condition against the "
              "original and the sections meet every condition against the balanced text."]
    lines += ["", f"Goals: {', '.join(GOALS)}. `tokens` picks the fewest tokens, `quality` the highest score, "
              f"`balanced` the highest score within {TOKEN_ALLOWANCE:.0%} of the original's tokens. The original "
              "prompt is always a candidate and wins unless a valid candidate is better.", "",
              "## Filler table", "", "| language | phrase | balanced mode | where |", "|---|---|---|---|"]
    for lang in lexicon.LANGUAGES:
        for row in lexicon.vocab(lang).get("filler", []):
            where = ("greeting at the start" if row.get("greeting") else "whole sentence" if row.get("sentence")
                     else "start of a sentence" if row.get("leading") else "anywhere")
            if "replace" in row or row.get("greeting") or row.get("sentence"):
                action = f"→ “{row['replace']}”" if row.get("replace") else "removed"
            else:
                action = "reported only"
            lines.append(f"| {lang} | {row['phrase']} | {action} | {where} |")
    return lines




def restructure_reference() -> list[str]:
    from honing.restructuring import LABELS, SECTIONS
    from honing.restructuring import guidance as g

    return ["", "## Restructure", "",
            f"Sections, in order: {', '.join(SECTIONS)} (empty ones are omitted). Line labels: "
            f"{', '.join(f'`{label}`' for label in LABELS)}. Steps: tidy (the balanced optimizer mode), split "
            "run-on sentences, sort clauses, and for software tasks add the fixed guidance of "
            f"[guidance.md](guidance.md) (table {g.version()}). A clear one-line request is returned unchanged.",
            "", "Tokens and prices: [models.md](models.md). Context references: [references.md](references.md)."
            ] + project_facts_reference()


def project_facts_reference() -> list[str]:
    """What ``--project DIR`` reads for ``codebase`` lines: the manifests and the names it reports."""
    from honing.restructuring import codebase

    table = data.load("manifests.toml")
    files = [name for name, _ in codebase._READERS] + [name for name, _ in codebase._PLAIN]
    lines = ["", f"### Project facts (manifests {table['version']})", "",
             f"With `--project DIR`, these files of DIR (not its subfolders) are read: "
             f"{', '.join(f'`{f}`' for f in files)}. Each fact cites its file; only the dependency names "
             "below are reported.", "", "| ecosystem | frameworks and libraries | test tools |", "|---|---|---|"]
    for ecosystem, row in table.items():
        if isinstance(row, dict):
            frameworks = ", ".join(f"`{k}` ({v})" for k, v in row["frameworks"].items())
            runners = ", ".join(f"`{k}` ({v})" for k, v in row["test_runners"].items())
            lines.append(f"| {ecosystem} | {frameworks} | {runners} |")
    return lines
