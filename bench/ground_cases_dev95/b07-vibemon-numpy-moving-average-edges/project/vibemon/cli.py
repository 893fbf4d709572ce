"""vibemon report capture.npz --out report/"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from vibemon.features import summary
from vibemon.filters import bandpass, detrend
from vibemon.io import load
from vibemon.plot import plot_trend


def parse_band(text: str) -> tuple[float, float]:
    try:
        low, high = (float(v) for v in text.split("-"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected LOW-HIGH in Hz, got {text!r}") from None
    return low, high


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="vibemon")
    sub = parser.add_subparsers(dest="command", required=True)
    rep = sub.add_parser("report", help="特徴量と波形トレンド図を出す")
    rep.add_argument("capture", type=Path)
    rep.add_argument("--out", type=Path, default=Path("report"))
    rep.add_argument("--smooth", type=float, default=0.5, help="移動平均の窓 [s]")
    rep.add_argument("--band", type=parse_band, metavar="LOW-HIGH", help="バンドパス [Hz]（例: 10-500）")
    args = parser.parse_args(argv)

    x, fs = load(args.capture)
    x = detrend(x)
    if args.band:
        x = bandpass(x, fs, *args.band)
    args.out.mkdir(parents=True, exist_ok=True)
    feats = summary(x)
    (args.out / "features.json").write_text(json.dumps(feats, indent=2))
    plot_trend(x, fs, args.out / "trend.png", smooth_s=args.smooth)
    print(json.dumps({"fs": fs, "samples": len(x), **feats}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
