from pathlib import Path

import pytest

from fetchq.cli import build_parser, read_jobs


def test_defaults():
    args = build_parser().parse_args(["urls.txt"])
    assert args.jobs == 8
    assert args.max_delay == 10.0
    assert args.out == Path("downloads")


def test_read_jobs_skips_comments(tmp_path):
    f = tmp_path / "urls.txt"
    f.write_text("# mirrors\nhttps://x.test/a.iso\n\nhttps://x.test/dir/\n")
    jobs = read_jobs(f, tmp_path / "out")
    assert [j.dest.name for j in jobs] == ["a.iso", "dir"]


def test_jobs_must_be_positive():
    from fetchq.cli import main
    with pytest.raises(SystemExit):
        main(["urls.txt", "-j", "0"])
