from datetime import datetime

from logsum.parser import parse_line


def test_parse_line_strips_query():
    e = parse_line('{"ts": "2025-11-03T10:00:00", "method": "GET", "path": "/items?page=2", "status": 200, "latency_ms": 12.5}')
    assert e.path == "/items"
    assert e.ts == datetime(2025, 11, 3, 10, 0, 0)


def test_parse_line_with_tz():
    e = parse_line('{"ts": "2025-11-20T09:12:44+09:00", "method": "POST", "path": "/login", "status": 302, "latency_ms": 40}')
    assert e.ts.utcoffset().total_seconds() == 9 * 3600
