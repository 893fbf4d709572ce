"""ESC/POS 指令和网口打印。两台都是 58mm 热敏机，只认 GBK。"""
import socket

INIT = b"\x1b@"
BIG = b"\x1d!\x11"
NORMAL = b"\x1d!\x00"
CENTER = b"\x1ba\x01"
LEFT = b"\x1ba\x00"
CUT = b"\x1dV\x42\x00"
WIDTH = 32  # 58mm 纸一行 32 个半角字符


def text(s: str) -> bytes:
    return s.encode("gbk", errors="replace")


def line(char: str = "-") -> bytes:
    return text(char * WIDTH + "\n")


def pad(left: str, right: str) -> str:
    """左右对齐，中文按 2 个宽度算"""
    width = sum(2 if ord(c) > 127 else 1 for c in left + right)
    return left + " " * max(1, WIDTH - width) + right


def bold(s: str) -> bytes:
    return b"\x1bE\x01" + text(s) + b"\x1bE\x00"


def send_to_printer(host: str, data: bytes, port: int = 9100) -> None:
    with socket.create_connection((host, port), timeout=5) as s:
        s.sendall(INIT + data + b"\n\n\n" + CUT)
