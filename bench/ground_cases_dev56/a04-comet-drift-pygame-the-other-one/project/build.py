"""Builds a one-folder PyInstaller bundle and zips it for itch.io."""
import platform
import shutil
import subprocess
from pathlib import Path

VERSION = "0.4.0"
ROOT = Path(__file__).parent
DIST = ROOT / "dist"


def main() -> None:
    system = {"Windows": "windows", "Darwin": "mac", "Linux": "linux"}[platform.system()]
    subprocess.run(
        ["pyinstaller", "--noconfirm", "--windowed", "--name", "CometDrift",
         "--add-data", f"assets{';' if system == 'windows' else ':'}assets", "main.py"],
        check=True,
    )
    archive = DIST / f"comet-drift-{VERSION}-{system}"
    shutil.make_archive(str(archive), "zip", DIST / "CometDrift")
    print(f"wrote {archive}.zip")
    print(f"sha256 {checksum(Path(str(archive) + '.zip'))}")


def checksum(path: Path) -> str:
    import hashlib
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 16), b""):
            h.update(block)
    return h.hexdigest()


if __name__ == "__main__":
    main()
