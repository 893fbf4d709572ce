"""hone analyze, rules, tokens, cost and models."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import replace

import click

from honing.cli import shell
from honing.cli.inputs import Input, config_for, read_inputs, where_from
from honing.cli.jobs import (
    Piece,
    Renderer,
    free_cores,
    plan,
    progress_bar,
    render_pieces,
    summary_lines,
)
from honing.cli.shell import (
    color_option,
    fail,
    format_option,
    guarded,
    main,
    named,
    rule_codes,
    use_color,
)
from honing.defaults import DEFAULT_MODEL
from honing.errors import ConfigError
from honing.render import json_out


@main.command("analyze")
@click.argument("files", nargs=-1)
@click.option("--text", "text", help="Analyze this text instead of files.")
@format_option(["text", "json", "markdown", "sarif"])
@click.option("--fail-under", type=click.IntRange(0, 100), metavar="SCORE",
              help="Gate: exit 1 when a prompt scores below SCORE (0-100).")
@click.option("--fail-on", type=click.Choice(["critical", "warning", "info"]),
              help="Gate: exit 1 when a prompt has a finding at this severity or above.")
@click.option("--select", multiple=True, metavar="CODES",
              help="Run only these rules (codes or dimension names, comma-separated or repeated).")
@click.option("--ignore", multiple=True, metavar="CODES",
              help="Skip these rules (codes or dimension names, comma-separated or repeated).")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="Use this honing.toml / pyproject.toml instead of the one found above each file.")
@click.option("--model", help=f"Model whose tokenizer counts the tokens (default: the configured model, else {DEFAULT_MODEL}).", callback=named)
@click.option("--stdin-filename", metavar="NAME",
              help="Name for the prompt read from '-': used in reports and SARIF, and to find its configuration.")
@click.option("--no-timings", is_flag=True, help="Omit stage timings (ms = null) for byte-identical output.")
@click.option("--quiet", "-q", is_flag=True, help="Text format: hide the per-dimension checks.")
@click.option("--explain-security", is_flag=True,
              help="Text and JSON: for each security finding, the signatures that matched, the classifier's "
                   "probability and evidence n-grams, and the decision path to its severity.")
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=1, show_default=True,
              help="Processes for many prompts: N, or 0 for as many as the work pays for (up to one per idle "
                   "core); the output is the same.")
@color_option
@guarded
def analyze_cmd(files: tuple[str, ...], text: str | None, fmt: str, fail_under: int | None, fail_on: str | None,
                select: tuple[str, ...], ignore: tuple[str, ...], config_path: str | None, model: str | None,
                stdin_filename: str | None, no_timings: bool, quiet: bool, explain_security: bool,
                jobs: int) -> None:
    """Analyze prompt FILES (directories, globs, - for stdin, or --text) and report score and findings.

    A directory is searched for prompt files: *.txt, *.md, *.markdown, *.prompt, *.mdc and
    .cursorrules-style files, skipping version-control, virtual-environment, cache and build
    folders and hidden folders other than .github, .cursor, .claude, .gemini and .codex."""
    from honing.engine.batch import Job
    from honing.engine.config import inline_suppressions
    from honing.engine.registry import rules

    chosen = rule_codes(select, "--select") if select else None
    ignored = rule_codes(ignore, "--ignore")
    if model:
        from honing.tokens import lookup

        lookup(model)
    batch: list[Job] = []
    for inp in read_inputs(files, text, directories=True, stdin_name=stdin_filename):
        if inp.found and not inp.text.strip():
            click.echo(f"hone: note: skipped {inp.source} (empty)", err=True)
            continue
        config = config_for(inp, config_path)
        if model:
            config = replace(config, model=model)
        if chosen is not None or ignored:
            # --select replaces the configuration's choice of rules; --ignore takes rules away
            everything = set(rules())
            kept = chosen if chosen is not None else everything - config.disable
            config = replace(config, disable=frozenset(everything - (kept - ignored)))
        try:
            inline_suppressions(inp.text)
        except ConfigError as exc:
            raise ConfigError(f"{where_from(inp)}: {exc}") from None
        batch.append(Job(inp.text, config, inp.source))
    if not batch:
        fail("no prompt to analyze (every file found was empty)")
    workers, chunks = plan([len(j.text) for j in batch], jobs, free_cores())
    color = use_color(sys.stdout) if fmt == "text" else False
    renderer = Renderer(fmt, quiet, color, explain_security)
    pieces: list[Piece] = []
    progress = progress_bar(len(batch))
    task = progress.add_task("analyze", total=len(batch)) if progress is not None else None
    if progress is not None:
        progress.start()
    stream = render_pieces(batch, renderer, workers=workers, chunks=chunks, timings=not no_timings)
    try:
        for piece in stream:
            if fmt != "sarif":
                click.echo(piece.text, nl=False, color=color)
            pieces.append(replace(piece, text=""))
            if progress is not None:
                progress.advance(task)
    finally:
        stream.close()  # on a closed pipe or Ctrl-C, the workers' remaining chunks are dropped now
        if progress is not None:
            progress.stop()
    if fmt == "sarif":
        from honing.render import sarif
        from honing.security.injection import SIGNATURE_VERSION

        click.echo(json_out.dumps(sarif.document((r for p in pieces for r in p.sarif), SIGNATURE_VERSION)))
    else:
        click.echo("\n]" if fmt == "json" else "")
    lines, failed = summary_lines(pieces, fail_under, fail_on)
    for line in lines:
        click.echo(f"hone: {line}", err=True)
    if failed:
        sys.exit(1)


# ----------------------------------------------------------------------------- rules, tokens, cost, models


@main.command("rules")
@click.argument("code", required=False)
@format_option(["text", "json", "markdown"], {
    "text": "a table of the rules, or a rule's page (rendered on a terminal, Markdown when piped)",
    "json": "the same as data", "markdown": "the rule's page as Markdown source"})
@color_option
@guarded
def rules_cmd(code: str | None, fmt: str) -> None:
    """List the 20 rules, or show the reference page of rule CODE."""
    from honing import docs
    from honing.engine.registry import rules

    catalog = rules()
    if code is None:
        if fmt == "json":
            click.echo(json_out.dumps([docs.rule_summary(r) for r in catalog.values()]))
            return
        for r in catalog.values():
            click.echo(f"{r.code:<28} {r.dimension:<13} {r.severity:<9} {r.summary}")
        return
    if code not in catalog:
        import difflib

        # a part of a code ("vague", "injection") names the rules that contain it
        close = [c for c in catalog if code.lower() in c][:3] or difflib.get_close_matches(code, list(catalog), n=3)
        fail(f"unknown rule '{code}'" + (f"; did you mean {', '.join(close)}?" if close else "; run 'hone rules'"))
    if fmt == "json":
        click.echo(json_out.dumps(docs.rule_page_data(catalog[code])))
    elif fmt == "text" and shell.is_terminal(sys.stdout):
        from rich.console import Console
        from rich.markdown import Markdown

        color = use_color(sys.stdout)
        Console(color_system="auto" if color else None, highlight=False).print(Markdown(docs.rule_page(catalog[code])))
    else:
        click.echo(docs.rule_page(catalog[code]))


def _counted_inputs(files: tuple[str, ...], text: str | None, config_path: str | None,
                    models: tuple[str, ...]) -> Iterator[tuple[Input, tuple[str, ...]]]:
    """Each input with the models to count it for: ``--model`` when given, else the model
    its configuration names (the default model when none)."""
    # counting is cheap: a dump larger than any prompt may still be counted (up to BULK_LIMIT)
    for inp in read_inputs(files, text, directories=True, limited=False):
        yield inp, models or (config_for(inp, config_path).model,)


@main.command("tokens")
@click.argument("files", nargs=-1)
@click.option("--text", "text", help="Count this text instead of files.")
@click.option("--model", "models", multiple=True,
              help=f"Model name (repeatable); default: the configured model ({DEFAULT_MODEL} when none is configured).")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="Use this honing.toml / pyproject.toml for the default model.")
@format_option(["text", "json"], {"text": "one line per file and model",
                                  "json": "an array of {source, model, count, encoding, label}"})
@guarded
def tokens_cmd(files: tuple[str, ...], text: str | None, models: tuple[str, ...], config_path: str | None,
               fmt: str) -> None:
    """Count the tokens of FILES (or - for stdin, or --text) for one or more models, with encoding and label."""
    from honing.tokens import count_tokens

    rows = [(inp, count_tokens(inp.text, m)) for inp, names in _counted_inputs(files, text, config_path, models)
            for m in names]
    if fmt == "json":
        click.echo(json_out.dumps([{"source": inp.source, **c.to_dict()} for inp, c in rows]))
        return
    many = len({id(inp) for inp, _ in rows}) > 1
    width = max((len(inp.source or "") for inp, _ in rows), default=0)
    for inp, c in rows:
        prefix = f"{inp.source or '<text>':<{width}}  " if many else ""
        click.echo(f"{prefix}{c.model:<28} {c.count:>8} tokens  {c.label:<11} ({c.encoding})")


@main.command("cost")
@click.argument("files", nargs=-1)
@click.option("--text", "text", help="Price this text instead of files.")
@click.option("--model", "models", multiple=True,
              help=f"Model name (repeatable); default: the configured model ({DEFAULT_MODEL} when none is configured).")
@click.option("--output-tokens", type=click.IntRange(min=0), default=None,
              help="Expected output tokens, priced at the model's output rate (default 0).")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="Use this honing.toml / pyproject.toml for the default model.")
@format_option(["text", "json"], {"text": "one line per file and model",
                                  "json": "an array of {source, model, input_tokens, …, total_cost, currency}"})
@guarded
def cost_cmd(files: tuple[str, ...], text: str | None, models: tuple[str, ...], output_tokens: int | None,
             config_path: str | None, fmt: str) -> None:
    """Estimate the cost of sending FILES (or - for stdin, or --text) to a model, from the dated price table."""
    from honing.tokens import estimate_cost

    rows = [(inp, estimate_cost(inp.text, m, output_tokens))
            for inp, names in _counted_inputs(files, text, config_path, models) for m in names]
    if fmt == "json":
        click.echo(json_out.dumps([e.row(inp.source) for inp, e in rows]))
        return
    many = len({id(inp) for inp, _ in rows}) > 1
    for inp, e in rows:
        prefix = f"{inp.source or '<text>'}: " if many else ""
        click.echo(f"{prefix}{e.model}: {e.input_tokens} input tokens ({e.label}) = {e.input_cost:.6f} {e.currency}; "
                   f"{e.output_tokens} output tokens = {e.output_cost:.6f}; total {e.total_cost:.6f} {e.currency} "
                   f"(prices checked {e.price_as_of}; {e.source})")


def _price(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"


@main.command("models")
@click.option("--provider", help="Only this provider (openai, anthropic, google, …).")
@format_option(["text", "json"], {"text": "an aligned table (- where the catalog has no figure)",
                                  "json": "an array of catalog entries"})
@guarded
def models_cmd(provider: str | None, fmt: str) -> None:
    """List the model catalog: tokenizer, label, context window, prices and their date."""
    from honing.tokens import catalog

    entries = [m for m in catalog.models() if provider is None or m.provider == provider.lower()]
    if provider and not entries:
        known = sorted({m.provider for m in catalog.models()})
        fail(f"no models for provider '{provider}'; known providers: {', '.join(known)}")
    if fmt == "json":
        click.echo(json_out.dumps([m.to_dict() for m in entries]))
        return
    click.echo(f"catalog as of {catalog.as_of()} — prices in {catalog.currency()} per million tokens")
    header = ("model", "provider", "tokenizer", "label", "context", "input", "output", "cached", "checked")
    rows = [header] + [(m.id, m.provider, m.tokenizer, m.label,
                        f"{m.context_window:,}" if m.context_window else "-", _price(m.input_per_mtok),
                        _price(m.output_per_mtok), _price(m.cached_input_per_mtok), m.price_checked or "-")
                       for m in entries]
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    right = {4, 5, 6, 7}  # numbers line up on the right
    for r in rows:
        cells = [r[i].rjust(widths[i]) if i in right else r[i].ljust(widths[i]) for i in range(len(header))]
        click.echo("  ".join(cells).rstrip())
    sources = sorted({m.source.split(":")[0] for m in entries})
    click.echo(f"source: {', '.join(sources)}")
