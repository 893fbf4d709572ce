"""Table 2: decay constants and half-lives per sample (mean ± s.e.m. over repeats)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from decay.fit import fit_decay, summarize  # noqa: E402
from decay.io import load_config, load_sample  # noqa: E402

ROW = r"{name} & {n} & ${tau_ns:.2f} \pm {tau_sem:.2f}$ & ${t_half_ns:.2f} \pm {t_half_sem:.2f}$ & {chi2_red:.2f} \\"


def main() -> None:
    cfg = load_config()
    rows = []
    print(f"{'sample':<8}{'n':<3}{'tau_ns':<16}{'t_half_ns':<16}chi2_red")
    for name in cfg["samples"]:
        fits = [fit_decay(t, y) for t, y in load_sample(name, cfg)]
        s = summarize(fits)
        print(f"{name:<8}{s['n']:<3}{s['tau_ns']:.2f} ± {s['tau_sem']:.2f}     "
              f"{s['t_half_ns']:.2f} ± {s['t_half_sem']:.2f}     {s['chi2_red']:.2f}")
        rows.append(ROW.format(name=name, **s))
    out = Path("out")
    out.mkdir(exist_ok=True)
    body = "\n".join(rows)
    (out / "table2.tex").write_text(
        "\\begin{tabular}{lcccc}\n\\toprule\n"
        "Sample & $n$ & $\\tau$ (ns) & $t_{1/2}$ (ns) & $\\chi^2_\\nu$ \\\\\n\\midrule\n"
        f"{body}\n\\bottomrule\n\\end{{tabular}}\n", encoding="utf-8")
    print("wrote out/table2.tex")


if __name__ == "__main__":
    main()
