"""Where a batch keeps its work: a folder beside the output (``OUTPUT.parts``) with a
manifest of the run's settings and one Arrow file per finished chunk, each written to a
temporary name and renamed into place, so a chunk is either wholly there or not at all
— whenever the run was stopped. The output is assembled from the parts in chunk order,
so a resumed run writes the same bytes as one that was never stopped."""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyarrow as pa

from honing.batch.summary import Tally
from honing.errors import HoningError

MANIFEST = "manifest.json"
MANIFEST_VERSION = 1
_PART = re.compile(r"^(\d{7})\.arrow$")
# output row groups: up to this many rows or bytes each (parts are smaller; fewer, larger
# groups read faster, and both limits keep the assembly's memory bounded)
GROUP_ROWS = 65_536
GROUP_BYTES = 64 << 20


class StoreError(HoningError):
    """The output or its parts folder cannot be used as asked."""


def parts_dir(output: Path) -> Path:
    return output.with_name(output.name + ".parts")


def default_errors_path(output: Path) -> Path:
    stem = output.name.rsplit(".", 1)[0] if "." in output.name else output.name
    return output.with_name(stem + ".errors.jsonl")


def _atomic_text(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def open_parts(output: Path, manifest: dict[str, Any], *, resume: bool) -> tuple[Path, set[int]]:
    """The parts folder, ready, and the chunks already finished in it (only on resume,
    and only when the manifest shows the same input and settings)."""
    folder = parts_dir(output)
    path = folder / MANIFEST
    if folder.exists() and not resume:
        raise StoreError(f"{folder} holds the chunks of an interrupted run: add --resume to continue it, or "
                         f"delete the folder to start again")
    if resume and path.is_file():
        try:
            before = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise StoreError(f"{path}: unreadable manifest ({exc}); delete {folder} to start again") from None
        changed = sorted(k for k in set(before) | set(manifest) if before.get(k) != manifest.get(k))
        if changed:
            raise StoreError(f"cannot resume: the {', '.join(changed)} differ from the interrupted run's "
                             f"(see {path}); run with the same input and options, or delete {folder} to start again")
        done = {int(m.group(1)) for p in folder.iterdir() if (m := _PART.match(p.name))}
        return folder, done
    folder.mkdir(parents=True, exist_ok=True)
    _atomic_text(path, json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return folder, set()


def write_part(folder: Path, k: int, table: pa.Table) -> None:
    final = folder / f"{k:07d}.arrow"
    tmp = folder / f".{k:07d}.arrow.tmp"
    options = pa.ipc.IpcWriteOptions(compression="zstd")
    with pa.OSFile(str(tmp), "wb") as sink, pa.ipc.new_file(sink, table.schema, options=options) as writer:
        writer.write_table(table)
    os.replace(tmp, final)


def _read_part(folder: Path, k: int) -> pa.Table:
    with pa.memory_map(str(folder / f"{k:07d}.arrow")) as source:
        return pa.ipc.open_file(source).read_all()


def _groups(folder: Path, chunks: int) -> Iterator[tuple[pa.Table, list[pa.Table]]]:
    """Each part in order, and every so often the parts gathered since as one row group."""
    group: list[pa.Table] = []
    rows = size = 0
    for k in range(chunks):
        table = _read_part(folder, k)
        group.append(table)
        rows, size = rows + table.num_rows, size + table.nbytes
        flush = rows >= GROUP_ROWS or size >= GROUP_BYTES or k == chunks - 1
        yield table, group if flush else []
        if flush:
            group, rows, size = [], 0, 0


def _error_lines(table: pa.Table) -> Iterator[str]:
    columns = ["row", "id", "file", "file_row", "error", "error_detail"]
    errors = table.filter(pa.compute.is_valid(table.column("error"))).select(columns)
    for r in errors.to_pylist():
        yield json.dumps({"row": r["row"], "id": r["id"], "file": r["file"], "file_row": r["file_row"],
                          "reason": r["error"], "detail": r["error_detail"]}, ensure_ascii=False) + "\n"


def _jsonl_line(row: dict[str, Any]) -> str:
    return json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n"


def assemble(folder: Path, chunks: int, schema: pa.Schema, output: Path, fmt: str, errors_path: Path,
             tally: Tally) -> None:
    """Write the output and the errors file from the parts, each to a temporary name and
    then into place; the parts folder is removed once both are."""
    import pyarrow.compute  # noqa: F401 - binds pa.compute for _error_lines

    tmp_out = output.with_name(f".{output.name}.tmp")
    tmp_err = errors_path.with_name(f".{errors_path.name}.tmp")
    with open(tmp_err, "w", encoding="utf-8") as err:
        if fmt == "parquet":
            from pyarrow import parquet as pq

            with pq.ParquetWriter(str(tmp_out), schema, compression="zstd") as writer:
                if chunks == 0:
                    writer.write_table(schema.empty_table())
                for table, group in _groups(folder, chunks):
                    tally.add(table)
                    err.writelines(_error_lines(table))
                    if group:
                        writer.write_table(pa.concat_tables(group))
        else:
            with open(tmp_out, "w", encoding="utf-8") as out:
                for table, _ in _groups(folder, chunks):
                    tally.add(table)
                    err.writelines(_error_lines(table))
                    out.writelines(_jsonl_line(r) for r in table.to_pylist())
    os.replace(tmp_out, output)
    os.replace(tmp_err, errors_path)
    shutil.rmtree(folder, ignore_errors=True)
