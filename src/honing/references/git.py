"""Bounded, read-only git for ``@diff``, ``@staged`` and ``@git:N`` (SPEC R-4).

Every command runs with a timeout, an output cap and no pager, confined to the workspace
(pathspec ``.``), with global and system configuration ignored and every program a
repository can configure switched off: external diff (``--no-ext-diff``), textconv
(``--no-textconv``), fsmonitor, clean/smudge/process filters (overridden per driver),
credential helpers and hooks. The changed paths are checked against the credential
table before any patch is read."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from honing.references.safety import Missing, Refused, protected_reason

_SAFE_CONFIG = (
    "core.fsmonitor=false",
    "core.hooksPath=/dev/null",
    "core.pager=cat",
    "core.untrackedCache=false",
    "core.sshCommand=false",
    "core.askPass=",
    "diff.external=",
    "credential.helper=",
    "gc.auto=0",
    "maintenance.auto=false",
    "protocol.allow=never",
    "color.ui=false",
)
_FILTER_KEY = re.compile(r"^filter\.(.+)\.(clean|smudge|process|required)$")


@dataclass(frozen=True)
class GitOutput:
    text: str
    bytes: int
    truncated: bool


def _env() -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items() if k in ("PATH", "SYSTEMROOT", "TMPDIR", "TEMP", "TMP")}
    keep.update(
        GIT_CONFIG_NOSYSTEM="1",
        GIT_CONFIG_GLOBAL=os.devnull,
        HOME=os.devnull,
        XDG_CONFIG_HOME=os.devnull,
        GIT_PAGER="cat",
        PAGER="cat",
        GIT_TERMINAL_PROMPT="0",
        GIT_OPTIONAL_LOCKS="0",
        LC_ALL="C",
    )
    return keep


def _run(args: list[str], cwd: Path, *, timeout: float, cap: int) -> tuple[bytes, bool, int]:
    """Run git; returns (stdout up to ``cap`` bytes, truncated, returncode)."""
    git = shutil.which("git")
    if git is None:
        raise Missing("git is not installed")
    proc = subprocess.Popen([git, "--no-pager", *args], cwd=cwd, env=_env(), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    timer = threading.Timer(timeout, proc.kill)
    timer.start()
    try:
        assert proc.stdout is not None
        chunks: list[bytes] = []
        size = 0
        truncated = False
        while chunk := proc.stdout.read(65536):
            chunks.append(chunk)
            size += len(chunk)
            if size > cap:
                truncated = True
                proc.kill()
                break
        proc.wait()
    finally:
        timer.cancel()
        if proc.stdout:
            proc.stdout.close()
    if not truncated and proc.returncode and proc.returncode < 0:
        raise Refused(f"git took longer than {timeout:g} s and was stopped")
    return b"".join(chunks)[:cap], truncated, proc.returncode


class Git:
    def __init__(self, workspace: Path, *, timeout: float, cap: int) -> None:
        self.workspace = workspace
        self.timeout = timeout
        self.cap = cap
        out, _, code = _run(["rev-parse", "--is-inside-work-tree"], workspace, timeout=timeout, cap=4096)
        if code != 0 or out.strip() != b"true":
            raise Missing(f"{workspace} is not inside a git work tree")
        self._config = list(_SAFE_CONFIG) + self._filter_overrides()

    def _filter_overrides(self) -> list[str]:
        """Neutralise every clean/smudge/process filter the repository configures."""
        out, _, _ = _run(["config", "--null", "--list"], self.workspace, timeout=self.timeout, cap=1 << 20)
        drivers = set()
        for item in out.split(b"\0"):
            key = item.split(b"\n", 1)[0].decode("utf-8", "replace")
            m = _FILTER_KEY.match(key)
            if m:
                drivers.add(m.group(1))
        overrides = []
        for d in sorted(drivers):
            overrides += [f"filter.{d}.clean=cat", f"filter.{d}.smudge=cat", f"filter.{d}.process=",
                          f"filter.{d}.required=false"]
        return overrides

    def _git(self, args: list[str], cap: int | None = None) -> tuple[bytes, bool, int]:
        config = [x for item in self._config for x in ("-c", item)]
        return _run([*config, *args], self.workspace, timeout=self.timeout, cap=cap or self.cap)

    def _check_paths(self, args: list[str]) -> None:
        out, truncated, code = self._git([*args, "-z", "--", "."], cap=1 << 20)
        if code != 0:
            raise Missing("git could not list the changed paths (is there a commit?)")
        if truncated:
            raise Refused("too many changed paths to check")
        for name in out.split(b"\0"):
            if not name:
                continue
            reason = protected_reason(PurePosixPath(name.decode("utf-8", "replace")))
            if reason:
                raise Refused(f"the changes include a protected path ({reason})")

    def _patch(self, args: list[str]) -> GitOutput:
        out, truncated, code = self._git([*args, "--no-ext-diff", "--no-textconv", "--no-color", "--", "."])
        if code != 0 and not truncated:
            raise Missing("git could not produce the patch")
        text = out.decode("utf-8", errors="replace")
        return GitOutput(text, len(out), truncated)

    def diff(self) -> GitOutput:
        self._check_paths(["diff", "--name-only"])
        return self._patch(["diff"])

    def staged(self) -> GitOutput:
        self._check_paths(["diff", "--cached", "--name-only"])
        return self._patch(["diff", "--cached"])

    def log(self, count: int) -> GitOutput:
        self._check_paths(["log", f"-{count}", "--name-only", "--format="])
        return self._patch(["log", "-p", f"-{count}", "--format=commit %H%nAuthor: %an%nDate: %aI%n%n    %s%n"])
