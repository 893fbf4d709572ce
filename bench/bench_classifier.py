"""The injection classifier on ../shared/data/injection/dev.jsonl (never used to train or
tune it), PINT-style per category: detection on attacks, false positives on benign rows,
balanced accuracy — for the signatures alone (risk >= 25), the classifier alone
(probability >= its threshold) and the combination the rule reports (either, or a weaker
signature outside quotation with the classifier above its lower bar). Then the
everyday prompts of the test suite that must stay unflagged, the weights' load time and
the classifier's cost per prompt.

    python bench/bench_classifier.py [--slice N]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import honing  # noqa: E402
from _data import best_of, jsonl  # noqa: E402
from bench_injection import WARNING_RISK  # noqa: E402
from honing.security import classifier  # noqa: E402
from honing.security.injection import SIGNATURE_VERSION, scan  # noqa: E402
from honing.text.lang import profile  # noqa: E402
from honing.text.spans import find_protected_spans  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
# the everyday and role-play prompts the test suite asserts are not flagged
sys.path.insert(0, str(ROOT))
from tests.test_classifier import BENIGN  # noqa: E402


def language(text: str) -> str:
    """en, ja, zh or mixed as honing detects them; a text written mostly in another script
    is named by that script (cyrillic, arabic, hangul, …): dev.jsonl has no language field."""
    letters = Counter(unicodedata.name(ch, "?").split()[0] for ch in text if ch.isalpha())
    other = {k: n for k, n in letters.items() if k not in ("LATIN", "CJK", "HIRAGANA", "KATAKANA", "?")}
    if other and sum(other.values()) > sum(letters.values()) / 2:
        return max(other, key=lambda k: (other[k], k)).lower()
    return profile(text).language


def by_language(rows: list[dict], columns: dict[str, list[bool]]) -> None:
    """Detection on attacks and false positives on benign rows per language, for each
    detector in ``columns``."""
    langs = [language(r["text"]) for r in rows]
    print(f"  {'language':<10} {'attacks':>7} {'benign':>6}  " + "  ".join(f"{n + ' det / FP':<22}" for n in columns))
    for lang in sorted(set(langs), key=lambda k: (-langs.count(k), k)):
        idx = [i for i, x in enumerate(langs) if x == lang]
        att = [i for i in idx if rows[i]["label"]]
        ben = [i for i in idx if not rows[i]["label"]]
        cells = []
        for flags in columns.values():
            det = f"{sum(flags[i] for i in att) / len(att):.1%}" if att else "-"
            fp = f"{sum(flags[i] for i in ben) / len(ben):.1%}" if ben else "-"
            cells.append(f"{det + ' / ' + fp:<22}")
        print(f"  {lang:<10} {len(att):>7} {len(ben):>6}  " + "  ".join(cells))


def report(name: str, rows: list[dict], flags: list[bool]) -> float:
    per: dict[str, list[bool]] = defaultdict(list)
    attacks: list[bool] = []
    benign: list[bool] = []
    for row, hit in zip(rows, flags, strict=True):
        per[row["category"]].append(hit)
        (attacks if row["label"] else benign).append(hit)
    det, fpr = sum(attacks) / len(attacks), sum(benign) / len(benign)
    bal = (det + 1 - fpr) / 2
    cats = "  ".join(f"{c} {'det' if next(r for r in rows if r['category'] == c)['label'] else 'FP'} "
                     f"{sum(h) / len(h):.1%}" for c, h in sorted(per.items()))
    print(f"{name:<11} balanced {bal:.4f}  detection {det:.1%}  FP {fpr:.1%}\n    {cats}")
    return bal


def load_seconds() -> float:
    code = ("import time; from honing.security import classifier as c; t = time.perf_counter(); "
            "c.model(); print(time.perf_counter() - t)")
    return min(float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                     check=True).stdout) for _ in range(3))


def analysis_ratio(texts: list[str]) -> tuple[float, float]:
    """``analyze()`` over ``texts`` with the classifier and with it answering "no" at no
    cost, fastest of two interleaved rounds each, in seconds."""
    real, real_opinion = classifier.quick, classifier.opinion
    off = classifier.Opinion(0.0, 1.0, 1.0, "off")
    honing.analyze("warm up: write a Python function.")
    with_it, without = float("inf"), float("inf")
    for _ in range(2):
        with_it = min(with_it, best_of(1, lambda: [honing.analyze(t) for t in texts]))
        # both entry points answer "no": stubbing only quick() left the opinion's reading of
        # the text in place and understated the cost (1.14x measured that way, 1.57x in full)
        classifier.quick = lambda _text: off  # type: ignore[assignment]
        classifier.opinion = lambda _text, top=5: off  # type: ignore[assignment]
        try:
            without = min(without, best_of(1, lambda: [honing.analyze(t) for t in texts]))
        finally:
            classifier.quick = real  # type: ignore[assignment]
            classifier.opinion = real_opinion  # type: ignore[assignment]
    return with_it, without


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--slice", type=int, default=1, help="use every Nth row")
    parser.add_argument("--no-speed", action="store_true", help="skip the analysis timing")
    args = parser.parse_args()
    rows = jsonl("injection/dev.jsonl")[:: args.slice]
    texts = [r["text"] for r in rows]
    m = classifier.model()
    print(f"signatures {SIGNATURE_VERSION}, classifier {m.version} (threshold {m.threshold}, "
          f"{m.support} beside a signature); "
          f"{len(rows)} dev rows")
    scans = [scan(t, find_protected_spans(t)) for t in texts]
    risks = [r for r, _, _ in scans]
    backed = [any(m.context != "quoted" for m in ms) for _, ms, _ in scans]
    sig = [r >= WARNING_RISK for r in risks]
    t0 = time.perf_counter()
    probs = [classifier.probability(t) for t in texts]
    cost = time.perf_counter() - t0
    clf = [p >= m.threshold for p in probs]
    # the combination rule with both lifting paths on, whatever the switches say, and as shipped
    lifted = [r >= WARNING_RISK or p >= m.threshold or (b and p >= m.support)
              for r, b, p in zip(risks, backed, probs, strict=True)]
    shipped = [r >= WARNING_RISK or classifier.lifts(p, m.threshold, m.support, b)
               for r, b, p in zip(risks, backed, probs, strict=True)]
    base = report("signatures", rows, sig)
    report("classifier", rows, clf)
    gain = report("lifting on", rows, lifted)
    report("as shipped", rows, shipped)
    print(f"    (switches: LIFT_ALONE {classifier.LIFT_ALONE}, AGREE_WITH_SIGNATURES {classifier.AGREE_WITH_SIGNATURES})")
    print("dev by language (detected from the script):")
    by_language(rows, {"signatures": sig, "classifier": clf, "lifting on": lifted})
    worst = {c: sum(f for r, f in zip(rows, lifted, strict=True) if r["category"] == c) /
             sum(1 for r in rows if r["category"] == c) for c in ("chat", "hard_negative")}
    met = gain > base and all(v <= 0.01 for v in worst.values())
    print(f"bar (issue 18): lifting on {gain:.4f} vs signatures {base:.4f}, false positives chat {worst['chat']:.1%}, "
          f"hard negatives {worst['hard_negative']:.1%} (at most 1 %): {'met' if met else 'NOT met'}")
    card = classifier.card().get("holdout", {})
    if card.get("languages"):
        print(f"train, out of fold by origin ({card['origins']} origins; the model card): per language, detection / "
              "false positives for signatures, classifier, combined")
        for lang, r in card["languages"].items():
            cells = ["  ".join(f"{r.get(f'{n}_detection', float('nan')):.1%} / "
                               f"{r.get(f'{n}_false_positives', float('nan')):.1%}".replace("nan%", "-")
                               for n in ("signatures", "classifier", "combined"))]
            print(f"  {lang:<4} {r['rows']:>6} rows {r['attacks']:>5} attacks  {cells[0]}")
    worst = max(classifier.probability(t) for t in BENIGN)
    flagged = 0
    for t in BENIGN:
        r, ms, _ = scan(t, find_protected_spans(t))
        p = classifier.probability(t)
        flagged += r >= WARNING_RISK or classifier.lifts(p, m.threshold, m.support,
                                                         any(x.context != "quoted" for x in ms))
    print(f"everyday prompts of tests/test_security.py: {flagged}/{len(BENIGN)} flagged, combined "
          f"(highest probability {worst:.3f})")
    # every text of the real coding-agent sessions (user turns, tool output, code), benign by construction
    from bench_heldout import transcript_texts
    sessions = transcript_texts(ROOT.parent / "shared" / "data" / "transcripts")
    probabilities = [classifier.Reading(t).quick().probability for t in sessions]
    print(f"coding-agent session texts (../shared/data/transcripts): {sum(p >= m.threshold for p in probabilities)}"
          f"/{len(sessions)} confident alone (highest probability {max(probabilities, default=0):.3f}, "
          f"threshold {m.threshold})")
    chars = sum(len(t) for t in texts)
    print(f"load {load_seconds() * 1000:.0f} ms (fresh process, best of 3); "
          f"{cost / len(texts) * 1000:.2f} ms per prompt ({chars / len(texts):.0f} chars on average)")
    if not args.no_speed:
        with_it, without = analysis_ratio(texts)
        print(f"analyze() over the dev texts: {with_it:.2f} s with the classifier, {without:.2f} s without "
              f"({with_it / without:.2f}x)")


if __name__ == "__main__":
    main()
