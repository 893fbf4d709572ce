"""The input of a batch: JSONL, CSV or Parquet files (a file, a folder or a glob), read as
a stream of rows — never a whole file in memory — cut into chunks of a fixed number of
rows, so chunk k holds the same rows on every run (what resuming relies on).

A JSONL file is read line by line rather than by Arrow's JSON reader, which stops at
the first malformed line or the first row whose value changes type: here such a line is
one row with an error, and the rest of the file is read."""

from __future__ import annotations

import glob
import itertools
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from honing import surrogates
from honing.batch.rows import RowIn
from honing.errors import HoningError

FORMATS = {".jsonl": "jsonl", ".ndjson": "jsonl", ".csv": "csv", ".tsv": "tsv", ".parquet": "parquet",
           ".pq": "parquet"}
_PEEK_RECORDS = 100  # JSONL: the fields asked for are looked for in these records first


class InputError(HoningError):
    """The input cannot be read as a corpus: no such file, no known format, no such field."""


@dataclass(frozen=True)
class Source:
    path: Path
    format: str

    @property
    def name(self) -> str:
        return self.path.as_posix()


def _format(path: Path, forced: str | None) -> str | None:
    return forced or FORMATS.get(path.suffix.lower())


def resolve(source: str | os.PathLike[str] | list[Any], input_format: str | None = None) -> list[Source]:
    """The files of ``source`` (a file, a folder searched recursively for known suffixes,
    a glob, or a list of these), in sorted order within each folder or glob."""
    items = source if isinstance(source, list) else [source]
    found: list[Source] = []
    for item in items:
        text = os.fspath(item)
        path = Path(text)
        if path.is_dir():
            names = sorted(p for p in path.rglob("*") if p.is_file() and _format(p, None) is not None
                           and not any(part.startswith(".") for part in p.relative_to(path).parts))
            if not names:
                raise InputError(f"{text}: no .jsonl, .csv, .tsv or .parquet files in this folder")
            found += [Source(p, _format(p, input_format) or "") for p in names]
        elif path.is_file():
            fmt = _format(path, input_format)
            if fmt is None:
                raise InputError(f"{text}: unknown format (suffix {path.suffix or 'none'}); name it with "
                                 f"--input-format jsonl|csv|tsv|parquet")
            found.append(Source(path, fmt))
        elif glob.has_magic(text):
            names = sorted(Path(p) for p in glob.glob(text, recursive=True) if Path(p).is_file())
            names = [p for p in names if _format(p, input_format) is not None]
            if not names:
                raise InputError(f"{text}: no .jsonl, .csv, .tsv or .parquet file matches this pattern")
            found += [Source(p, _format(p, input_format) or "") for p in names]
        elif text == "-":
            raise InputError("-: batch reads files, not standard input (it resumes from them); save the rows "
                             "to a .jsonl file and name it, or use `hone analyze -` for prompts on standard input")
        else:
            raise InputError(f"{text}: no such file or directory")
    return found


def fingerprint(sources: list[Source]) -> list[dict[str, Any]]:
    """Each file's path, size and modification time (the resume manifest compares them)."""
    return [{"path": s.name, "format": s.format, "bytes": s.path.stat().st_size,
             "mtime_ns": s.path.stat().st_mtime_ns} for s in sources]


# ----------------------------------------------------------------------------- readers


def _id(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _jsonl(src: Source, text_field: str, id_field: str | None) -> Iterator[tuple[Any, Any, tuple[str, str] | None]]:
    with open(src.path, "rb") as f:
        for number, raw in enumerate(f, 1):
            if not raw.strip():
                continue  # a blank line is no record
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                yield None, None, ("not_utf8", f"line {number}: byte {exc.start} is not UTF-8")
                continue
            try:
                obj = surrogates.loads(line)
            except json.JSONDecodeError as exc:
                yield None, None, ("bad_json", f"line {number}: {exc.msg} (column {exc.colno})")
                continue
            except RecursionError:
                yield None, None, ("bad_json", f"line {number}: nested too deeply to read")
                continue
            except ValueError:  # an integer of more than 4,300 digits, which Python refuses to convert
                yield None, None, ("bad_json", f"line {number}: holds a number too long to read (over 4,300 digits)")
                continue
            if not isinstance(obj, dict):
                yield None, None, ("bad_json", f"line {number}: a JSON {type(obj).__name__}, not an object")
                continue
            ident = obj.get(id_field) if id_field else None
            if text_field not in obj:
                yield ident, None, ("missing_field", f"line {number}: no '{text_field}' field")
                continue
            yield ident, obj[text_field], None


def _check_jsonl(src: Source, text_field: str, id_field: str | None) -> None:
    """Each field asked for must appear in some record (a record may lack an id; no record
    having one is a misspelt --id-field, which would leave every id empty). The first
    records usually settle it; only when they do not is the rest of the file read, field
    names only, before the file is refused."""
    seen: set[str] = set()
    wanted = {text_field: "--text-field", **({id_field: "--id-field"} if id_field else {})}
    with open(src.path, "rb") as f:
        records = (line for line in f if line.strip())
        for raw in itertools.chain(itertools.islice(records, _PEEK_RECORDS), records):
            try:
                obj = json.loads(raw)
            except (ValueError, RecursionError):
                continue
            if isinstance(obj, dict):
                seen.update(obj)
                if all(field in seen for field in wanted):
                    return
    if seen:
        field, flag = next((field, flag) for field, flag in wanted.items() if field not in seen)
        raise InputError(f"{src.name}: no record has a '{field}' field (fields: "
                         f"{', '.join(sorted(seen)[:12])}); name it with {flag}")


def _csv(src: Source, text_field: str, id_field: str | None,
         block: int) -> Iterator[tuple[Any, Any, tuple[str, str] | None]]:
    import pyarrow as pa
    from pyarrow import csv

    bad: list[tuple[int | None, str]] = []

    def invalid(row: Any) -> str:
        bad.append((row.number, f"{row.actual_columns} fields where the header has {row.expected_columns}"))
        return "skip"

    wanted = [text_field] + ([id_field] if id_field and id_field != text_field else [])
    # the text as bytes: each value is decoded here, so one bad byte is one row's error
    types = {text_field: pa.binary(), **({id_field: pa.string()} if id_field and id_field != text_field else {})}
    delimiter = "\t" if src.format == "tsv" else ","
    reader = csv.open_csv(src.path, read_options=csv.ReadOptions(use_threads=False, block_size=block),
                          parse_options=csv.ParseOptions(delimiter=delimiter, invalid_row_handler=invalid,
                                                         newlines_in_values=True),
                          convert_options=csv.ConvertOptions(column_types=types, include_columns=wanted,
                                                             strings_can_be_null=False))
    for batch in reader:
        for number, detail in bad:
            where = f"record {number}: " if number is not None else ""
            yield None, None, ("bad_csv", where + detail)
        bad.clear()
        texts = batch.column(text_field).to_pylist()
        ids = batch.column(id_field).to_pylist() if id_field else itertools.repeat(None)
        for ident, raw in zip(ids, texts, strict=False):
            if raw is None:
                yield ident, None, None
                continue
            try:
                yield ident, raw.decode("utf-8"), None
            except UnicodeDecodeError as exc:
                yield ident, None, ("not_utf8", f"byte {exc.start} of the text is not UTF-8")
    for number, detail in bad:
        yield None, None, ("bad_csv", (f"record {number}: " if number is not None else "") + detail)


def _csv_header(src: Source) -> list[str]:
    import csv as std_csv

    with open(src.path, encoding="utf-8-sig", errors="replace", newline="") as f:
        return next(std_csv.reader(f, delimiter="\t" if src.format == "tsv" else ","), [])


def _parquet(src: Source, text_field: str, id_field: str | None,
             batch_rows: int) -> Iterator[tuple[Any, Any, tuple[str, str] | None]]:
    from pyarrow import parquet as pq

    wanted = [text_field] + ([id_field] if id_field and id_field != text_field else [])
    with pq.ParquetFile(src.path) as f:
        for batch in f.iter_batches(batch_size=batch_rows, columns=wanted):
            texts = batch.column(text_field).to_pylist()
            ids = batch.column(id_field).to_pylist() if id_field else itertools.repeat(None)
            for ident, value in zip(ids, texts, strict=False):
                if isinstance(value, bytes):
                    try:
                        value = value.decode("utf-8")
                    except UnicodeDecodeError as exc:
                        yield ident, None, ("not_utf8", f"byte {exc.start} of the text is not UTF-8")
                        continue
                yield ident, value, None


def _parquet_columns(src: Source) -> list[str]:
    from pyarrow import parquet as pq

    try:
        return list(pq.read_schema(src.path).names)
    except Exception as exc:  # pyarrow raises several types for a file that is not Parquet
        raise InputError(f"{src.name}: not a readable Parquet file ({exc})") from None


def check(sources: list[Source], text_field: str, id_field: str | None) -> None:
    """Fail before any work when a file cannot hold the fields at all."""
    for src in sources:
        if src.format == "jsonl":
            _check_jsonl(src, text_field, id_field)
            continue
        try:
            names = _parquet_columns(src) if src.format == "parquet" else _csv_header(src)
        except InputError:
            raise
        except Exception as exc:  # pyarrow's errors for an unreadable CSV
            raise InputError(f"{src.name}: not a readable {src.format.upper()} file ({exc})") from None
        for wanted, flag in ((text_field, "--text-field"), (id_field, "--id-field")):
            if wanted and wanted not in names:
                raise InputError(f"{src.name}: no '{wanted}' column (columns: {', '.join(names[:12]) or 'none'}); "
                                 f"name it with {flag}")


def rows(sources: list[Source], text_field: str, id_field: str | None, *, batch_rows: int = 1000) -> Iterator[RowIn]:
    """Every row of every file, in order, numbered across files from 0."""
    number = 0
    for src in sources:
        if src.format == "jsonl":
            records = _jsonl(src, text_field, id_field)
        elif src.format == "parquet":
            records = _parquet(src, text_field, id_field, batch_rows)
        else:
            records = _csv(src, text_field, id_field, block=1 << 20)
        try:
            for file_row, (ident, value, problem) in enumerate(records):
                yield RowIn(number, _id(ident), src.name, file_row, value, problem)
                number += 1
        except InputError:
            raise
        except (OSError, ValueError) as exc:  # pyarrow's ArrowInvalid is a ValueError
            raise InputError(f"{src.name}: stopped reading after {number} rows: {exc}") from None


def chunks(sources: list[Source], text_field: str, id_field: str | None,
           size: int) -> Iterator[tuple[int, list[RowIn]]]:
    """``rows`` cut into numbered chunks of ``size`` rows (the last may be shorter)."""
    stream = rows(sources, text_field, id_field, batch_rows=size)
    for k in itertools.count():
        piece = list(itertools.islice(stream, size))
        if not piece:
            return
        yield k, piece


def count(sources: list[Source]) -> int | None:
    """The number of rows, cheaply (for a progress bar): Parquet from its metadata,
    JSONL and CSV by counting lines (CSV: an upper bound when values span lines)."""
    total = 0
    for src in sources:
        if src.format == "parquet":
            from pyarrow import parquet as pq

            total += pq.ParquetFile(src.path).metadata.num_rows
            continue
        lines = 0
        with open(src.path, "rb") as f:
            if src.format == "jsonl":
                lines = sum(1 for line in f if line.strip())
            else:
                lines = max(0, sum(block.count(b"\n") for block in iter(lambda: f.read(1 << 20), b"")) - 1)
        total += lines
    return total
