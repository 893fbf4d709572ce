from logslice.cli import main

LOG = """\
2025-11-02 22:59:59,001 INFO before
2025-11-02 23:00:00,000 INFO start batch
java.lang.IllegalStateException: boom
    at com.example.Batch.run(Batch.java:88)
2025-11-02 23:30:12,450 WARN slow
2025-11-03 00:59:59,999 INFO end batch
2025-11-03 01:00:00,000 INFO after
"""


def write(tmp_path):
    f = tmp_path / "app.log"
    f.write_text(LOG)
    return f


def test_full_timestamps(tmp_path, capsys):
    f = write(tmp_path)
    code = main(["--since", "2025-11-02 23:00:00", "--until", "2025-11-03 01:00:00", str(f)])
    out = capsys.readouterr().out
    assert code == 0
    assert out.splitlines() == [
        "2025-11-02 23:00:00,000 INFO start batch",
        "2025-11-02 23:30:12,450 WARN slow",
        "2025-11-03 00:59:59,999 INFO end batch",
    ]


def test_keep_undated(tmp_path, capsys):
    f = write(tmp_path)
    main(["--since", "2025-11-02 23:00:00", "--until", "2025-11-02 23:10:00", "--keep-undated", str(f)])
    assert "at com.example.Batch.run" in capsys.readouterr().out


def test_count(tmp_path, capsys):
    f = write(tmp_path)
    assert main(["-c", "--since", "2025-11-03", str(f)]) == 0
    assert capsys.readouterr().out == "2\n"
