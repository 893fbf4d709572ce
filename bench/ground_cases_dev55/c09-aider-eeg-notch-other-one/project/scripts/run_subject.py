"""Filter, epoch, average and plot one subject: python scripts/run_subject.py sub-07"""
from __future__ import annotations

import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from erp.epochs import average, epoch, reject  # noqa: E402
from erp.filters import bandpass, notch, rereference  # noqa: E402
from erp.io import channel_index, events_for, load_subject  # noqa: E402
from erp.plot import p300_amplitude, plot_erp  # noqa: E402


def main(subject: str) -> None:
    cfg = yaml.safe_load(open("config.yaml", encoding="utf-8"))
    rec = load_subject(cfg["raw_dir"], subject)
    x = notch(rec["data"], rec["fs"], cfg["line_freq"])
    x = bandpass(x, rec["fs"], *cfg["bandpass"])
    x = rereference(x, channel_index(rec["ch_names"], ["M1", "M2"]))
    out = Path(cfg["out_dir"]) / subject
    out.mkdir(parents=True, exist_ok=True)
    erps = {}
    for cond, code in (("standard", 1), ("target", 2)):
        ep, times = epoch(x, events_for(rec["events"], code), rec["fs"], cfg["tmin"], cfg["tmax"])
        ep, good = reject(ep, cfg["reject_uv"])
        print(f"{subject} {cond}: kept {good.sum()}/{good.size} epochs")
        erps[cond] = average(ep)
    for ch, i in zip(cfg["channels_of_interest"], channel_index(rec["ch_names"], cfg["channels_of_interest"])):
        plot_erp(times, {c: e[i] for c, e in erps.items()}, ch, str(out / f"erp_{ch}.pdf"))
        print(f"{subject} {ch} P300 (target - standard): "
              f"{p300_amplitude(times, erps['target'][i]) - p300_amplitude(times, erps['standard'][i]):.2f} µV")


if __name__ == "__main__":
    main(sys.argv[1])
