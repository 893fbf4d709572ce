"""两家供应商共用的下载函数."""
from __future__ import annotations

import time

import requests

HEADERS = {
    "User-Agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 "
                  "(KHTML, like Gecko) Chrome/128.0 Safari/537.36",
    "Accept-Language": "zh-CN,zh;q=0.9",
}
session = requests.Session()
session.headers.update(HEADERS)


def fetch(url: str, *, retries: int = 3, pause: float = 1.5) -> str:
    """GET 一个页面, 失败重试; 每次请求之间停一下, 别把人家网站刷挂了."""
    last = None
    for attempt in range(1, retries + 1):
        try:
            resp = session.get(url, timeout=15)
            resp.raise_for_status()
            resp.encoding = resp.apparent_encoding
            time.sleep(pause)
            return resp.text
        except requests.RequestException as exc:
            last = exc
            time.sleep(pause * attempt)
    raise RuntimeError(f"下载失败 {url}: {last}")


def clean(text: str) -> str:
    """去掉多余空白."""
    return " ".join(text.split())
