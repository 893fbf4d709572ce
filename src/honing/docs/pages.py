"""The pages of later capabilities (model catalog, references, grounding, material, prompt
files, classifier, guidance) and the vocabulary of every language, each from its table."""

from __future__ import annotations

from honing import data
from honing.text import lexicon


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
    lines += ["", "## Short forms", "", "A short form a sentence picks an item of the agent's list by, and the words it "
              "stands for.", "", "| short form | words |", "|---|---|"]
    lines += [f"| `{k}` | {', '.join(v)} |" for k, v in table["short_forms"].items()]
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
    lines += ["", "## Code whose shape tells the cause", "",
              "A symptom the sentence reports first (the phrase list of that name above) with lines of this shape that an edit of the "
              "window wrote: the newest such edit's lines are the candidate.", "",
              "| symptom | what it means | code (regular expressions) |", "|---|---|---|"]
    lines += [f"| `{s['symptom']}` | {s['what'].rstrip(',')} | {' '.join(_cell(c) for c in s['code'])} |" for s in table["code_shape"]]
    cited = table["cited_sources"]
    lines += ["", "## Sources a sentence cites", "",
              "A source the sentence cites for what it wants done (a person, a monitor or tracker where the thing was seen) that no "
              "turn of the window mentions leaves the sentence unresolved. The first group of each pattern is the source.", "",
              "| kind | patterns (regular expressions) |", "|---|---|"]
    lines += [f"| {kind} | {' '.join(_cell(p) for p in cited[kind])} |" for kind in ("tools", "people")]
    lines += ["", "No source of their own: " + ", ".join(f"`{w}`" for w in cited["not_names"]) + "."]
    suspect = table["suspect"]
    lines += ["", "A line quoted from the session whose shape is wrong whatever the project (an arithmetic result left of "
              f"`??`, a comparison with NaN) weighs {suspect['factor']:g} times as much where it stands: "
              + " ".join(_cell(c) for c in suspect["code"]) + ".", "",
              "A restructuring asked to keep the behaviour that wrote a line back with one of these tokens changed, an "
              "operator, a number, or a comparison of the same two sides with another operator, changed what the code "
              "does: " + ", ".join(f"`{w}`" for w in table["rewritten"]["meaning"]) + ". A step of a chain it took out "
              "whole and wrote back nowhere changed it too: " + ", ".join(f"`{w}`" for w in table["rewritten"]["steps"]) + ".",
              "", "Kinds of symptom said in other words each time (\"only six backups\", later \"the one-short thing\"), "
              "each with the phrase list `symptom_<kind>` above: " + ", ".join(f"`{k}`" for k in table["symptom_kinds"]["kinds"])
              + "; a sentence and a turn that say the same kind share a word."]
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
             "quotation follows the cue on that line), or at a few-shot label; it runs to the end of the prompt. "
             "Config or code pasted with no line to introduce it is material too: three consecutive lines shaped "
             "like a lower-case key with a short value (`apiVersion: v1`), an environment assignment "
             "(`DEBUG=1`) or a statement or brace (a line ending in `;`, `{` or `}`), or two when one is "
             "indented under the other; such a run ends where the prompt resumes.",
             ""]
    for lang in ("en", "ja", "zh"):
        lines += [f"## {lang}", ""]
        lines += [f"- **{category}**: {_phrase_list(list(words))}" for category, words in table[lang].items()]
        lines.append("")
    return "\n".join(lines)




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
