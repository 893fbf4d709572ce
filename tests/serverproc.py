"""Start the real `hone serve` in a subprocess on a free loopback port, for the tests."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

CASE = Path(__file__).resolve().parents[1] / "bench" / "ground_cases" / "01-invoice-vat-keyerror"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    proc: subprocess.Popen[bytes]
    url: str
    db: str
    workspace: Path
    log: Path

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=60)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


def start(db: str, workspace: Path, log: Path, *, store: Path | None = None, extra: tuple[str, ...] = ()) -> Server:
    port = free_port()
    cmd = [sys.executable, "-m", "honing", "serve", "--port", str(port), "--db", db, "--workspace", str(workspace),
           "--store", str(store or (log.parent / "results.sqlite")), *extra]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    out = log.open("ab")
    proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):  # up to ~30 s on a loaded machine: a step count, not a timing assertion
        if proc.poll() is not None:
            raise RuntimeError(f"hone serve exited with {proc.returncode}:\n{log.read_text(errors='replace')}")
        try:
            if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                return Server(proc, url, db, workspace, log)
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    proc.kill()
    raise RuntimeError(f"hone serve did not answer on {url}:\n{log.read_text(errors='replace')}")


def workspace(tmp: Path) -> Path:
    """A workspace holding the invoice case (a session and its project) and a .env."""
    import shutil

    root = tmp / "ws"
    shutil.copytree(CASE, root / "case")
    (root / "notes.md").write_text("Release notes: the VAT table now has DE.\n", encoding="utf-8")
    (root / ".env").write_text("OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD\n", encoding="utf-8")
    return root
