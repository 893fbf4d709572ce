"""多实例部署时用文件锁保证同一时刻只有一个进程跑任务。"""

from __future__ import annotations

import fcntl
import os
from contextlib import contextmanager


@contextmanager
def single_instance(path: str):
    fd = os.open(path, os.O_CREAT | os.O_RDWR, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise RuntimeError(f"another scheduler holds {path}") from None
    try:
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)
