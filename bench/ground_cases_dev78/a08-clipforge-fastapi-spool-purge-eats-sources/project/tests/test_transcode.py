from pathlib import Path

from app.transcode import build_command, output_path


def test_output_path_uses_stem():
    assert output_path("holiday.mov").name == "holiday.mp4"


def test_build_command_has_codecs():
    cmd = build_command(Path("/data/spool/a.src"), Path("/data/out/a.mp4"))
    assert "libx264" in cmd
    assert "aac" in cmd
