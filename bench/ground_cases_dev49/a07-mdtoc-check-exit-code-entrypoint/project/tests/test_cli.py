from pathlib import Path

from mdtoc.cli import main

DOC = "<!-- toc -->\n<!-- tocstop -->\n# A\n## B\n"


def test_writes_file(tmp_path: Path, capsys):
    f = tmp_path / "doc.md"
    f.write_text(DOC)
    assert main([str(f)]) == 0
    assert "- [A](#a)" in f.read_text()
    assert "updated" in capsys.readouterr().out


def test_second_run_changes_nothing(tmp_path: Path, capsys):
    f = tmp_path / "doc.md"
    f.write_text(DOC)
    main([str(f)])
    assert main([str(f)]) == 0
    assert capsys.readouterr().out.count("updated") == 1


def test_check_fails_when_stale(tmp_path: Path):
    f = tmp_path / "doc.md"
    f.write_text(DOC)
    assert main(["--check", str(f)]) == 1
    assert f.read_text() == DOC


def test_missing_markers(tmp_path: Path):
    f = tmp_path / "doc.md"
    f.write_text("# no markers\n")
    assert main([str(f)]) == 2
