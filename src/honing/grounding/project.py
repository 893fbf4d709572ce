"""Read-only tools over the session's working directory (SPEC G-8): list, read, grep.

They verify and locate only. Every path is checked by the same rules as the context
references (inside the root after symlinks, never a credential path), and every run is
bounded in searches, files, bytes and time; when a bound is hit the tools stop and say
so instead of reading on."""

from __future__ import annotations

import hashlib
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from honing.grounding import vocab
from honing.references.safety import Missing, Refused, protected_reason, resolve


@dataclass(frozen=True)
class Limits:
    max_files: int
    max_file_bytes: int
    max_total_bytes: int
    max_rounds: int
    max_seconds: float

    @classmethod
    def default(cls) -> Limits:
        raw = vocab.table()["tools"]
        return cls(int(raw["max_files"]), int(raw["max_file_bytes"]), int(raw["max_total_bytes"]),
                   int(raw["max_rounds"]), float(raw["max_seconds"]))


@dataclass(frozen=True)
class Hit:
    path: str  # relative to the root, '/'-separated
    line: int  # 1-based
    text: str


@dataclass
class Project:
    """The tools of one grounding run, rooted at ``root``. Not shared between runs: it
    counts what the run has spent."""

    root: Path
    limits: Limits = field(default_factory=Limits.default)
    rounds: int = 0
    bytes_read: int = 0
    stopped: str | None = None
    _files: list[str] | None = None
    _texts: dict[str, str | None] = field(default_factory=dict)
    _started: float = field(default_factory=time.monotonic)
    # what a rule found once and every candidate turn asks again (keyed by the rule's own key)
    memo: dict[object, object] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def open(cls, root: str | Path, limits: Limits | None = None) -> Project | None:
        """The tools for ``root``, or None when it is not a readable directory."""
        path = Path(root)
        try:
            if not path.is_dir() or not os.access(path, os.R_OK | os.X_OK):
                return None
            return cls(path.resolve(), limits or Limits.default())
        except OSError:
            return None

    # -- budget -----------------------------------------------------------------------

    def _spend_round(self) -> bool:
        if self.stopped:
            return False
        if self.rounds >= self.limits.max_rounds:
            self.stopped = f"search budget spent ({self.limits.max_rounds} searches)"
            return False
        self.rounds += 1
        return self._in_time()

    def _in_time(self) -> bool:
        if time.monotonic() - self._started > self.limits.max_seconds:
            self.stopped = f"time budget spent ({self.limits.max_seconds:g} s)"
            return False
        return True

    # -- listing ----------------------------------------------------------------------

    def files(self) -> list[str]:
        """Every file under the root (skipping vendored, build and VCS folders), sorted,
        relative and '/'-separated. Listing names files; it does not know their content."""
        if self._files is not None:
            return self._files
        skip = set(vocab.table()["tools"]["skip_dirs"])
        hidden = set(vocab.table()["tools"]["hidden_dirs"])
        out: list[str] = []
        stack = [self.root]
        while stack and len(out) < self.limits.max_files:
            folder = stack.pop()
            try:
                entries = sorted(os.scandir(folder), key=lambda e: e.name)
            except OSError:
                continue
            for entry in entries:
                try:
                    if entry.is_symlink():
                        continue
                    if entry.is_dir():
                        if entry.name not in skip and (not entry.name.startswith(".") or entry.name in hidden):
                            stack.append(Path(entry.path))
                    elif entry.is_file():
                        rel = Path(entry.path).relative_to(self.root).as_posix()
                        if protected_reason(PurePosixPath(rel)) is None:
                            out.append(rel)
                except OSError:
                    continue
        if len(out) >= self.limits.max_files:
            self.stopped = f"file listing capped at {self.limits.max_files} files"
        out.sort()
        self._files = out
        return out

    def source_files(self) -> list[str]:
        exts = tuple(vocab.table()["tools"]["source_extensions"])
        return [f for f in self.files() if f.lower().endswith(exts)]

    def config_files(self) -> list[str]:
        """Configuration files (YAML, TOML, JSON …): places a quoted setting may stand."""
        exts = tuple(vocab.table()["tools"]["config_extensions"])
        names = tuple(vocab.table()["tools"]["config_names"])
        return [f for f in self.files() if f.lower().endswith(exts)
                or (name := f.rsplit("/", 1)[-1]) in names or name.startswith(tuple(n + "." for n in names))]

    # -- reading ----------------------------------------------------------------------

    def relative(self, target: str, recorded_cwd: str | None = None) -> str | None:
        """``target`` as a path relative to the root, if it names a readable file inside
        it. An absolute path under the transcript's recorded cwd is read relative to the
        root, so a moved checkout still resolves."""
        candidate = target.replace("\\", "/")
        if recorded_cwd:
            base = recorded_cwd.replace("\\", "/").rstrip("/") + "/"
            if candidate.startswith(base):
                candidate = candidate[len(base):]
        if candidate.startswith("./"):
            candidate = candidate[2:]
        try:
            real = resolve(candidate, base=self.root, roots=(self.root,))
        except (Refused, Missing):
            return self._by_suffix(candidate)
        if not real.is_file():
            return None
        return real.relative_to(self.root).as_posix()

    def _by_suffix(self, candidate: str) -> str | None:
        """A path written relative to somewhere else ('auth/users.py', '/tmp/x/src/a.py'):
        the one project file that ends with it, or None when none or several do."""
        parts = [p for p in PurePosixPath(candidate).parts if p not in ("/", "..", ".")]
        for take in range(len(parts), 0, -1):
            suffix = "/".join(parts[-take:])
            matches = [f for f in self.files() if f == suffix or f.endswith("/" + suffix)]
            if len(matches) == 1:
                return matches[0]
            if len(matches) > 1:
                return None
        return None

    def text(self, rel: str) -> str | None:
        """The content of a project file (None when unreadable, binary or too large)."""
        if rel in self._texts:
            return self._texts[rel]
        content: str | None = None
        path = self.root / rel
        try:
            size = path.stat().st_size
            if size <= self.limits.max_file_bytes and self.bytes_read + size <= self.limits.max_total_bytes:
                raw = path.read_bytes()
                self.bytes_read += len(raw)
                if b"\x00" not in raw[:8192]:
                    content = raw.decode("utf-8", errors="replace")
            elif self.bytes_read + size > self.limits.max_total_bytes:
                self.stopped = f"read budget spent ({self.limits.max_total_bytes} bytes)"
        except OSError:
            content = None
        self._texts[rel] = content
        return content

    def lines(self, rel: str) -> list[str]:
        content = self.text(rel)
        return content.split("\n") if content is not None else []

    def sha256(self, rel: str, start: int, end: int) -> str:
        chunk = "\n".join(self.lines(rel)[start - 1:end])
        return hashlib.sha256(chunk.encode("utf-8")).hexdigest()

    # -- searching --------------------------------------------------------------------

    def grep(self, pattern: re.Pattern[str], files: list[str] | None = None, *, limit: int = 200,
             literals: tuple[str, ...] = ()) -> list[Hit]:
        """Lines matching ``pattern`` (one search round), in path then line order.
        ``literals``: strings one of which every match contains; files holding none of
        them are passed over without running the pattern."""
        if not self._spend_round():
            return []
        hits: list[Hit] = []
        for rel in files if files is not None else self.source_files():
            content = self.text(rel)
            if content is None or (literals and not any(x in content for x in literals)):
                continue
            if not pattern.search(content):
                continue
            for number, line in enumerate(content.split("\n"), 1):
                if pattern.search(line):
                    hits.append(Hit(rel, number, line))
                    if len(hits) >= limit:
                        return hits
            if not self._in_time():
                break
        return hits
