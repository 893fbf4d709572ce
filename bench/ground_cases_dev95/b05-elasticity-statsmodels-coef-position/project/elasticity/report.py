"""Write the elasticity report: a markdown table per category and a CSV per SKU.

    python -m elasticity.report data/sales.csv reports/2025-11
"""
from __future__ import annotations

import argparse
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

plt.rcParams["font.family"] = ["Noto Sans CJK JP", "IPAexGothic", "sans-serif"]
plt.rcParams["axes.unicode_minus"] = False

from elasticity.model import category_summary, fit_elasticities, with_ci  # noqa: E402
from elasticity.prep import prepare


def markdown_table(summary: pd.DataFrame) -> str:
    lines = ["| カテゴリ | 弾力性 | SE | SKU数 |", "|---|---:|---:|---:|"]
    for row in summary.sort_values("elasticity").itertuples():
        lines.append(f"| {row.category} | {row.elasticity:.2f} | {row.se:.2f} | {row.skus} |")
    return "\n".join(lines)


def plot_forest(summary: pd.DataFrame, out: Path) -> Path:
    """Category elasticities with 95% confidence intervals, most elastic at the top."""
    s = with_ci(summary).sort_values("elasticity", ascending=False).reset_index(drop=True)
    fig, ax = plt.subplots(figsize=(6, 0.45 * len(s) + 1.2))
    ax.errorbar(s["elasticity"], s.index, xerr=[s["elasticity"] - s["ci_low"], s["ci_high"] - s["elasticity"]],
                fmt="o", color="#333333", ecolor="#888888", capsize=3)
    ax.axvline(-1, color="#C44E52", linestyle="--", linewidth=1)
    ax.set_yticks(s.index, s["category"])
    ax.set_xlabel("価格弾力性")
    ax.set_title("カテゴリ別 価格弾力性（95%CI）")
    fig.tight_layout()
    fig.savefig(out, dpi=150)
    plt.close(fig)
    return out


def build(data: Path, out_dir: Path) -> list[Path]:
    est = with_ci(fit_elasticities(prepare(data)))
    out_dir.mkdir(parents=True, exist_ok=True)
    per_sku = out_dir / "elasticity_by_sku.csv"
    est.to_csv(per_sku, index=False)
    summary_md = out_dir / "summary.md"
    summary = category_summary(est)
    summary_md.write_text("# 価格弾力性\n\n" + markdown_table(summary) + "\n\n![](forest.png)\n", encoding="utf-8")
    forest = plot_forest(summary, out_dir / "forest.png")
    return [per_sku, summary_md, forest]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="価格弾力性レポート")
    parser.add_argument("data", type=Path)
    parser.add_argument("out_dir", type=Path)
    args = parser.parse_args(argv)
    for path in build(args.data, args.out_dir):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
