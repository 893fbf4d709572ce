from dlq.names import filename_for, sanitize


def test_uses_last_path_segment():
    assert filename_for("https://example.com/files/report.pdf?x=1") == "report.pdf"


def test_decodes_percent_escapes():
    assert filename_for("https://example.com/%E8%B3%87%E6%96%99.zip") == "資料.zip"


def test_falls_back_to_hash():
    name = filename_for("https://example.com/")
    assert name.endswith(".bin") and len(name) == 16


def test_sanitize_windows_invalid_chars():
    assert sanitize('a:b?c*.txt') == "a_b_c_.txt"
    assert sanitize("CON.txt") == "_CON.txt"
    assert sanitize("name. ") == "name"


def test_sanitize_empty():
    assert sanitize("  ") == "download.bin"
