"""kaiso: EXIF の撮影日時で写真をリネームする CLI."""

__all__ = ["__version__"]

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("kaiso")
except PackageNotFoundError:  # ソースツリーから直接動かしたとき
    __version__ = "0.0.0+unknown"
