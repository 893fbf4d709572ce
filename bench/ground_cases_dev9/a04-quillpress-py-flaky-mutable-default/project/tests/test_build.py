import pytest

from quillpress.build import build_site


def test_build_site_writes_pages(site_dir, tmp_path):
    out = tmp_path / "out"
    build_site(site_dir, out)
    assert (out / "index" / "index.html").exists()


def test_build_strict_fails_on_broken_link(site_dir, tmp_path):
    (site_dir / "about.md").write_text('# About\n\n<a href="/nope/">x</a>\n')
    with pytest.raises(SystemExit, match="/nope/"):
        build_site(site_dir, tmp_path / "out", strict=True)
