"""Minimal HTTP wrapper around stamp/number_pages (stdlib only)."""
from __future__ import annotations

from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from pdfstamp.stamp import number_pages, stamp

MAX_BODY = 50 * 1024 * 1024


class Handler(BaseHTTPRequestHandler):
    def do_POST(self) -> None:  # noqa: N802
        url = urlparse(self.path)
        length = int(self.headers.get("Content-Length", 0))
        if length <= 0 or length > MAX_BODY:
            self.send_error(413 if length > MAX_BODY else 400)
            return
        body = self.rfile.read(length)
        query = parse_qs(url.query)
        if url.path == "/stamp":
            out = stamp(body, query.get("text", ["CONFIDENTIAL"])[0])
        elif url.path == "/number":
            out = number_pages(body)
        else:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/pdf")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)


def run(host: str, port: int) -> None:
    ThreadingHTTPServer((host, port), Handler).serve_forever()
