from report.export import write_csv
from report.summary import StoreSummary


def test_csv_has_bom(tmp_path):
    out = tmp_path / "s.csv"
    write_csv(out, [StoreSummary("南山店", 3, 10.0, 0.57)])
    raw = out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    assert "南山店" in raw.decode("utf-8-sig")
