"""The generated reference (SPEC E-10): the engine reference and one page per rule, built
from the engine's own data so they cannot drift. ``python -m honing.docs`` writes
``docs/reference/``; a test fails when the committed pages differ from a fresh build."""

from __future__ import annotations

import re
import sys
from pathlib import Path
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


def extra_pages() -> dict[str, str]:
    """Pages contributed by later capabilities (guidance table, model catalog)."""
    pages: dict[str, str] = {}
    from honing.tokens import catalog

    lines = ["# Model catalog", "", f"As of {catalog.as_of()}; prices in {catalog.currency()} per million tokens.", "",
             "| model | provider | tokenizer | label | context | input | output | cached input | checked |",
             "|---|---|---|---|---|---|---|---|---|"]
    for m in catalog.models():
        lines.append(f"| `{m.id}` | {m.provider} | {m.tokenizer} | {m.label} | {m.context_window or '?'} | "
                     f"{m.input_per_mtok} | {m.output_per_mtok} | {m.cached_input_per_mtok} | {m.price_checked} |")
    lines += ["", f"Source: {catalog.models()[0].source.split(':')[0]}.", ""]
    pages["models.md"] = "\n".join(lines)
    pages["references.md"] = references_page()
    pages["grounding.md"] = grounding_page()
    pages["material.md"] = material_page()
    pages["prompt-files.md"] = prompt_files_page()
    pages["classifier.md"] = classifier_page()
    try:
        from honing.restructuring.guidance import reference_page
    except ImportError:
        pass
    else:
        pages["guidance.md"] = reference_page()
    return pages


def classifier_page() -> str:
    """The injection classifier's model card (``data/injection_classifier.toml``)."""
    from honing.security import classifier, injection

    card = classifier.card()
    hold = card["holdout"]
    lines = [f"# Injection classifier {card['version']} (model card)", "",
             "A second opinion beside the injection signatures (rule `prompt_injection_signature`). "
             f"Written by `scripts/train_classifier.py` on {card['trained']}; lifting on the classifier alone: "
             f"{'on' if classifier.LIFT_ALONE else 'off'}, beside a weak signature: "
             f"{'on' if classifier.AGREE_WITH_SIGNATURES else 'off'}.", "",
             f"- Features: {card['features']}.", f"- Model: {card['model']}; {2 ** card['bits']:,} buckets.",
             f"- Data: {card['data']}.", f"- Validation: {card['validation']}.",
             f"- Thresholds: {card['threshold']} alone, {card['threshold_with_signature']} beside a signature "
             f"outside quotation. Rule: {card['threshold_rule']}.",
             f"- Weights: SHA-256 `{card['sha256']}` (checked at load).", "",
             f"## Out of fold ({hold['rows']} rows, {hold['origins']} origins)", "",
             f"Flagged = signature risk ≥ {injection.WARNING_RISK}, or the classifier at its threshold, or a signature outside quotation "
             "with the classifier at its lower bar (combined).", "",
             "| detector | detection | false positives | balanced accuracy |", "|---|---|---|---|"]
    for name in ("signatures", "classifier", "combined"):
        r = hold[name]
        lines.append(f"| {name} | {r['detection']:.1%} | {r['false_positive_rate']:.2%} | {r['balanced_accuracy']:.4f} |")
    for title, key in (("Per category", "categories"), ("Per language", "languages")):
        lines += ["", f"## {title}", "", f"| {key[:-1] if key != 'categories' else 'category'} | rows | attacks | "
                  "detection: signatures / classifier / combined | false positives: signatures / classifier / combined |",
                  "|---|---|---|---|---|"]
        for name, r in hold[key].items():
            det = " / ".join(f"{r[f'{n}_detection']:.1%}" for n in ("signatures", "classifier", "combined")) \
                if r["attacks"] else "–"
            fp = " / ".join(f"{r[f'{n}_false_positives']:.1%}" for n in ("signatures", "classifier", "combined")) \
                if r["rows"] > r["attacks"] else "–"
            lines.append(f"| {name} | {r['rows']} | {r['attacks']} | {det} | {fp} |")
    lines += ["", "## Training files (SHA-256)", "", "| file | SHA-256 |", "|---|---|"]
    lines += [f"| `{name}` | `{digest}` |" for name, digest in card["data_sha256"].items()]
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    """A regular expression as code inside a table cell: its pipes escaped, and in double
    backticks when it holds a backtick."""
    text = text.replace("|", "\\|")
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def grounding_page() -> str:
    """The grounded optimizer's table (``data/grounding.toml``): budgets, tool limits,
    project languages and the phrase lists it reads sessions with."""
    table = data.load("grounding.toml")
    lines = ["# Grounding tables", "", f"Version {table['version']} (`honing/data/grounding.toml`).", "",
             "## Observer window (SPEC G-3)", "", "| setting | value |", "|---|---|"]
    lines += [f"| `{k}` | {', '.join(v) if isinstance(v, list) else v} |" for k, v in table["observer"].items()]
    lines += ["", "## File names in a session", "",
              "A path is a mention (and `path:12`, `path line 12`, `path 第 12 行` a location) when it ends in one of "
              "these extensions or is one of these names.", "", "| setting | value |", "|---|---|"]
    lines += [f"| `{k}` | {', '.join(f'`{x}`' for x in v)} |" for k, v in table["paths"].items()]
    lines += ["", "## Read-only project tools (SPEC G-8)", "", "| setting | value |", "|---|---|"]
    lines += [f"| `{k}` | {', '.join(f'`{x}`' for x in v) if isinstance(v, list) else v} |"
              for k, v in table["tools"].items()]
    lines += ["", "## Project languages", "",
              "| language | extensions | test files | definitions | test cases | test subject | blocks |",
              "|---|---|---|---|---|---|---|"]
    for name, row in table["languages"].items():
        lines.append(f"| {name} | {' '.join(row['extensions']) or '(any)'} | "
                     f"{' '.join(f'`{p}`' for p in row['test_file'])} | "
                     f"{' '.join(f'`{p}`' for p in row['definition'])} | "
                     f"{' '.join(f'`{p}`' for p in row.get('test_case', []))} | "
                     f"{' '.join(f'`{p}`' for p in row.get('test_subject', [])) or '(default)'} | {row['block']} |")
    lines += ["", "## Phrase lists", ""]
    for lang in ("en", "ja", "zh"):
        lines += [f"### {lang}", ""]
        lines += [f"- **{category}**: {_phrase_list(list(words))}" for category, words in table[lang].items()]
        lines.append("")
    lines += ["## Errors and the calls that raise them", "",
              "An error pasted after the agent's edits is looked for among the agent's new lines by the call "
              "it names ({1} stands for the message's first group).", "",
              "| error message (regular expression) | call (regular expression) |", "|---|---|"]
    lines += [f"| {_cell(e['message'])} | {_cell(e['code'])} |" for e in table["error_constructs"]]
    results = table["test_results"]
    lines += ["", "## Test results", "",
              "How a line of test output or a message that names a test says it passed or failed (a test that "
              "fails now, which a run showed passing, points at the edits made since).", "",
              f"- passed: {' '.join(f'`{r}`' for r in results['passed'])}",
              f"- failed: {' '.join(f'`{r}`' for r in results['failed'])}",
              f"- words of a test's name that say nothing of what it checks: {', '.join(results['name_stopwords'])}"]
    lines += ["", "## Layers shown under others", "",
              "A sentence that says one thing shows under another (phrases `stacking`) points at the property "
              f"that orders layers (`{table['stacking']['property']}`): in the session's file the sentence names "
              "by a word of its name, else in the agent's newest line that set it."]
    lines += ["", "## Deferrals that span their object", "",
              "A deferral written around its object (\"i'll delete the sanity test myself\") keeps out what it names "
              "inside; these words around the object name nothing: "
              + ", ".join(table["deferral_object"]["generic"]) + "."]
    lines += ["", "## Hand-off gate: preambles stripped", ""]
    lines += [f"- `{p}`" for p in table["gate"]["preambles"]]
    return "\n".join(lines) + "\n"


def prompt_files_page() -> str:
    """What ``hone check`` looks for (``data/prompt_files.toml``), its suppression comments
    and positions."""
    from honing.checking import files_regex
    from honing.checking.patterns import patterns, version

    lines = ["# Prompt files", "", f"Version {version()} (`honing/data/prompt_files.toml`).", "",
             "`hone check` looks for these files under each folder it is given. A glob matches the `/`-separated "
             "path relative to that folder at any depth (`CLAUDE.md` also finds `packages/api/CLAUDE.md`); `*` "
             "stays within one folder, `**` crosses folders. Files git ignores are left out (tracked files and "
             "untracked ones no `.gitignore` or `.git/info/exclude` names, as `git ls-files --cached --others "
             "--exclude-standard` lists them); outside a git work tree every file is looked at except "
             "version-control, virtual-environment, dependency, cache and build folders. A file named on the "
             "command line is checked whatever its name.", "",
             "| glob | read by | front matter |", "|---|---|---|"]
    lines += [f"| `{p.glob}` | {p.tool} | {'yes' if p.front_matter else 'no'} |" for p in patterns()]
    lines += ["", "Front matter (a `---` YAML block at the top) is metadata, not prompt text: it is not analyzed, and "
              "findings still name lines of the file on disk.", "",
              "## Settings", "", "In `[tool.honing]` (pyproject.toml) or `honing.toml`:", "",
              "```toml", "[tool.honing]", 'include = ["/docs/prompts/*.txt"]  # more prompt files',
              'exclude = ["/vendor/**", "legacy/*.prompt"]  # files to skip, even when named', "```", "",
              "A glob that starts with `/` is anchored at the configuration's folder; any other matches at any "
              "depth.", "",
              "## Suppression comments", "",
              "- `<!-- hone: ignore[CODE, CODE] -->` (or `# hone: ignore[CODE]` on a line of its own) silences "
              "those rules for the block that follows: from the next non-blank line to the line before the next "
              "blank line. The score is not changed.",
              "- `<!-- hone: ignore-file[CODE] -->` silences them for the whole file and takes them out of its "
              "score.",
              "- An unknown rule code, or a `hone:` comment of another form, is an error that names its line "
              "(exit 2). Security rules are silenced only with `allow_inline_security_suppression = true`.",
              "- `hone check --show-suppressed` lists what was silenced, with the comment's line; `--fix` never "
              "edits a line a comment guards.", "",
              "## Positions", "",
              "Lines and columns are 1-based; a column counts characters (Unicode code points), so `猫` and an "
              "emoji are one column each. SARIF output counts UTF-16 code units, as its `columnKind` says.", "",
              "## pre-commit `files:` pattern", "", "Generated from the table:", "", "```", files_regex(), "```", ""]
    return "\n".join(lines)


def material_page() -> str:
    """How material is recognized (``data/material.toml``)."""
    table = data.load("material.toml")
    lines = ["# Material", "", f"Version {table['version']} (`honing/data/material.toml`).", "",
             "Material is the text a prompt works on: an email to proofread, an article to summarize, few-shot "
             "examples. It is a protected span: no transform edits it, no filler or duplicate rule flags it, and "
             "a candidate that changes it fails validation. It starts after a line that ends in a colon and "
             "names material or a task on it, after a line with a cue that names a noun or a task (unless a "
             "quotation follows the cue on that line), or at a few-shot label; it runs to the end of the prompt.",
             ""]
    for lang in ("en", "ja", "zh"):
        lines += [f"## {lang}", ""]
        lines += [f"- **{category}**: {_phrase_list(list(words))}" for category, words in table[lang].items()]
        lines.append("")
    return "\n".join(lines)


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


def references_page() -> str:
    table = data.load("references.toml")
    lines = ["# Context references", "", f"Table version {table['version']} (`honing/data/references.toml`).", "",
             "| syntax | adds |", "|---|---|",
             "| `@file:PATH` | a text file: a relative path is looked up under the home, then the workspace; "
             "an absolute path must lie inside one of them |",
             "| `@file:PATH:START-END` | that line range (1-based, inclusive); `@file:\"a b.md\":3-9` for spaces |",
             "| `@folder:PATH` | a sorted, one-level listing of a folder (looked up like `@file`; it must lie "
             "inside the workspace) |",
             "| `@diff` / `@staged` | the unstaged / staged git diff of the workspace |",
             "| `@git:N` | patches of the latest N commits |",
             "| `@url:https://…` | the readable text of a public HTTP(S) page |",
             "| `@result:ID` | a tool result saved in the current session |", "",
             "## Limits", "", "| limit | default |", "|---|---|"]
    lines += [f"| `{k}` | {v:,} |" for k, v in table["limits"].items()]
    lines += ["", "## Warnings", "", "| kind | message | the user's fix |", "|---|---|---|"]
    lines += [f"| `{k}` | {v['message']} | {v['fix']} |" for k, v in table["warnings"].items()]
    p = table["protected"]
    lines += ["", "## Protected credential paths", "",
              "Directories: " + ", ".join(f"`{d}`" for d in p["directories"] + p["directory_pairs"]) + ".", "",
              "File names: " + ", ".join(f"`{f}`" for f in p["files"]) + ".", ""]
    return "\n".join(lines)


def _phrase_list(items: list[str]) -> str:
    return ", ".join(f"`{x[3:]}` (regex)" if x.startswith("re:") else f"`{x}`" for x in items) or "—"


def vocabulary_page() -> str:
    """Every vocabulary of the lexical rules, side by side in the three languages."""
    lines = ["# Vocabularies", "",
             "Generated from `honing/data/vocab/{en,ja,zh}.toml`; do not edit by hand — run `make docs`. "
             "English phrases match case-insensitively on word boundaries; Japanese and Chinese phrases match "
             "as substrings. Lexical rules skip protected spans (code, quotations, URLs, tags, template "
             "variables). The filler phrases are in [engine.md](engine.md#filler-table).", "",
             "| language | version |", "|---|---|"]
    lines += [f"| {lang} | {lexicon.vocab(lang)['version']} |" for lang in lexicon.LANGUAGES]
    categories: list[str] = []
    for lang in lexicon.LANGUAGES:
        openers = [f"sentence_openers.{k}" for k in lexicon.vocab(lang).get("sentence_openers", {})]
        categories += [c for c in [*lexicon._categories(lang), *openers] if c != "filler" and c not in categories]
    for category in categories + ["stopwords"]:
        lines += ["", f"## `{category}`", "", "| language | phrases |", "|---|---|"]
        for lang in lexicon.LANGUAGES:
            cell = _phrase_list(lexicon.phrases(lang, category)).replace("|", "\\|")  # a pipe inside a cell
            lines.append(f"| {lang} | {cell} |")
    lines.append("")
    return "\n".join(lines)


def build() -> dict[str, str]:
    pages = {"engine.md": engine_reference(), "vocabulary.md": vocabulary_page()}
    for r in rules().values():
        pages[f"rules/{r.code}.md"] = rule_page(r)
    pages.update(extra_pages())
    return pages


def write(root: Path) -> None:
    for rel, text in build().items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/reference")
    write(target)
    print(f"wrote {len(build())} pages to {target}")
