from __future__ import annotations

import shlex
import subprocess
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Host:
    name: str
    user: str = "deploy"

    @property
    def target(self) -> str:
        return f"{self.user}@{self.name}"


DRY_RUN = False


def _run(cmd: list[str]) -> None:
    if DRY_RUN:
        print("[dry-run] " + " ".join(shlex.quote(c) for c in cmd))
        return
    subprocess.run(cmd, check=True)


def ssh(host: Host, command: str) -> None:
    _run(["ssh", "-o", "BatchMode=yes", host.target, command])


def rsync(src: Path, host: Host, dest: str) -> None:
    args = ["rsync", "-az", "--delete"] if src.is_dir() else ["rsync", "-az"]
    source = f"{src}/" if src.is_dir() else str(src)
    _run([*args, source, f"{host.target}:{dest}"])


def quote(command: str) -> str:
    return shlex.quote(command)
