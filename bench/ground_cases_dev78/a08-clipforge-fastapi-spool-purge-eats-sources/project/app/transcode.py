"""Transcode an uploaded source to H.264/AAC MP4 with ffmpeg."""
import logging
import subprocess
from pathlib import Path

from app.config import settings

log = logging.getLogger(__name__)


def output_path(original_name: str) -> Path:
    stem = Path(original_name).stem
    return settings.out_dir / f"{stem}.mp4"


def build_command(source: Path, target: Path) -> list[str]:
    return [
        "ffmpeg", "-hide_banner", "-y", "-i", str(source),
        "-c:v", "libx264", "-preset", "veryfast", "-crf", "23",
        "-c:a", "aac", "-b:a", "128k",
        str(target),
    ]


def run_job(source: str, original_name: str) -> str:
    src = Path(source)
    target = output_path(original_name)
    target.parent.mkdir(parents=True, exist_ok=True)
    cmd = build_command(src, target)
    log.info("transcoding %s -> %s", src, target)
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        log.error("ffmpeg failed: %s", result.stderr[-2000:])
        raise RuntimeError(f"ffmpeg exited with {result.returncode}")
    src.unlink(missing_ok=True)
    return str(target)
