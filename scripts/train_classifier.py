"""Train the injection classifier (dev-only; needs numpy and scikit-learn, which honing
itself does not). Reads ONLY ../shared/data/injection/train/*.jsonl (never dev.jsonl) and
drops the rows listed in dev_template_overlap.json.

Validation is by origin, not by row: a row's origin is its upstream file or probe with
the row number, the language folder and the jailbreak template's payload taken away (the
ten XSafety languages of one item, the eleven MGSM translations of one problem, every
MultiJail query in one template are one origin), and the origins are dealt into five
folds. Every row is scored by a model fitted on the other four folds (out of fold), and
from those probabilities come the threshold and the figures of the card: they describe
sources the model did not see. Rows are weighted by (rows of their origin)^-0.25, so a
probe that generated thousands of templated rows does not drown the rest. Then the model
is refitted on all rows and written:

    src/honing/data/injection_classifier.bin.gz   int8 weights, gzip
    src/honing/data/injection_classifier.toml     version, scale, bias, thresholds,
                                                  SHA-256 of the weights and of every data file,
                                                  out-of-fold figures per category and language
                                                  (the model card)

    python scripts/train_classifier.py [--version 2026.12.2] [--relock]

The data are locked: the run stops when a file of train/ differs from the hashes the
shipped card records (tests/test_classifier.py checks the same in CI).
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import hashlib
import json
import re
import sys
import tomllib
import zlib
from collections import Counter, defaultdict
from multiprocessing import Pool
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression
from sklearn.naive_bayes import ComplementNB

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

sys.path.insert(0, str(ROOT))

from tests.test_security import (  # noqa: E402
    EVERYDAY_EN,
    EVERYDAY_ENCODINGS,
    EVERYDAY_JA_ZH,
    ROLEPLAY_EN,
    ROLEPLAY_JA_ZH,
)

from honing.security import classifier  # noqa: E402
from honing.security.injection import WARNING_RISK, scan  # noqa: E402
from honing.text.spans import find_protected_spans  # noqa: E402

# our own everyday and role-play prompts that share attack words: the classifier alone
# must flag none of them (the training data has no persona role-play among its benign rows)
EVERYDAY = EVERYDAY_EN + EVERYDAY_JA_ZH + ROLEPLAY_EN + ROLEPLAY_JA_ZH + EVERYDAY_ENCODINGS

TRAIN = ROOT.parent / "shared" / "data" / "injection" / "train"
OUT = ROOT / "src" / "honing" / "data"
BITS = 18
# complement naive Bayes, used as a linear scorer: a weight is the attack class's log
# probability of a bucket minus the benign class's. Out of fold at the shipped threshold rule
# (2026-12-04, same features and folds), combined balanced accuracy: 0.6697 with alpha 0.1,
# 0.6716 with 0.03 (int8 weights saturate more), 0.58 with 0.3 (a benign category above 1 %),
# 0.57 with 1.0; the logistic regression of 2026.12.2 reached 0.6137 (C 0.1 to 2: 0.61-0.62)
ALPHA = 0.1
# the logit is scaled down: the naive Bayes sums are far larger than a logistic regression's,
# and at full scale the probabilities saturate to 1.000 at three decimals, where a threshold
# cannot tell them apart. The ranking is unchanged.
TEMPERATURE = 0.25
# the share of the naive Bayes weights in a mix with the logistic regression of 2026.12.2
# (C 0.5, balanced classes, seed 0). Out of fold, combined: 0.6137 at 0 (the regression
# alone), 0.6422 at 0.5, 0.6479 at 0.6, 0.6564 at 0.7, 0.6697 at 1.0. But the naive Bayes
# alone is confident on 1,054 of the 10,253 texts of the real coding-agent sessions in
# ../shared/data/transcripts (timestamps, runs of test-progress dots, HTML lines), 0.7 on 6,
# 0.6 on none with 0.02 to spare, 0.5 on none with 0.04 (the regression alone: 0.046).
# tests/test_security.py holds every release to none.
MIX = 0.5
FOLDS = 5
# rows are weighted by (rows of their origin) ** -WEIGHT_POWER: a probe that generated
# thousands of templated rows must not drown the rest, but the few large multilingual
# origins must still teach their languages. Out of fold at the shipped threshold, combined
# balanced accuracy: 0.6136 with 0.25, 0.6114 with 0.5 (unweighted, at 0.5 % false
# positives: 0.726 against 0.768 with 0.5)
WEIGHT_POWER = 0.25
# the classifier alone may flag at most this share of the out-of-fold benign rows: half
# of the 1 % bar, a margin for benign text unlike any training source
FP_TARGET = 0.005
# and no benign category of 50 rows or more may be flagged above this share, combined (the bar)
MAX_CATEGORY_FP = 0.01
LANGS = ("sp ar bn de el en es et fr hi hr ht id it ja jv km ko pt qu ru sw ta te th tl tr vi zh").split()
_LANG_PART = re.compile(r"(?<=[/_. ])(?:" + "|".join(LANGS) + r")(?=[/_.]|$)")


def origin(source: str) -> str:
    """The upstream file or probe a row comes from, whatever its row, language or payload."""
    template = re.search(r"inside jailbreak template (\S+)", source)
    if template:
        return "template:" + template.group(1)
    head = source.split(" (")[0].replace("_multilingual_machine_translated", "")
    head = re.sub(r"\.(?:csv|xlsx|tsv|jsonl?)$", "", re.sub(r"_n(?=\.)", "", head))
    return _LANG_PART.sub("*", head)


def rows() -> tuple[list[dict], dict[str, str]]:
    drop = json.loads((TRAIN / "dev_template_overlap.json").read_text())["rows"]
    out, hashes = [], {}
    for path in sorted(TRAIN.glob("*.jsonl")):
        raw = path.read_bytes()
        hashes[path.name] = hashlib.sha256(raw).hexdigest()
        skip = set(drop.get(path.name, []))
        for n, line in enumerate(raw.decode("utf-8").split("\n"), 1):
            if line.strip() and n not in skip:
                out.append(json.loads(line))
    return out, hashes


def features(text: str) -> list[int]:
    return classifier.buckets(text, BITS)


def risk(text: str) -> tuple[int, bool]:
    """Signature risk, and whether a signature matched outside quotation."""
    found, matches, _ = scan(text, find_protected_spans(text))
    return found, any(m.context != "quoted" for m in matches)


def matrix(found: list[list[int]]) -> csr_matrix:
    indptr = np.cumsum([0] + [len(f) for f in found])
    indices = np.fromiter((b for f in found for b in f), dtype=np.int64, count=int(indptr[-1]))
    values = np.concatenate([np.full(len(f), 1 / np.sqrt(max(len(f), 1))) for f in found])
    return csr_matrix((values, indices, indptr), shape=(len(found), 1 << BITS))


def fit(x: csr_matrix, y: np.ndarray, w: np.ndarray) -> tuple[np.ndarray, float]:
    """Complement naive Bayes on the origin-weighted rows, the attacks weighted up to the
    benign rows' total (balanced classes), its weights scaled by TEMPERATURE; mixed with a
    logistic regression's when MIX < 1 (both are linear over the same features, so the mix is
    one weight vector). Deterministic: liblinear runs with a fixed seed."""
    balance = np.where(y == 1, (y == 0).sum() / max((y == 1).sum(), 1), 1.0)
    nb = ComplementNB(alpha=ALPHA).fit(x, y, sample_weight=w * balance)
    weights = (nb.feature_log_prob_[1] - nb.feature_log_prob_[0]) * TEMPERATURE
    if MIX >= 1:
        return weights, 0.0
    lr = LogisticRegression(C=0.5, solver="liblinear", class_weight="balanced", random_state=0, max_iter=300)
    lr.fit(x, y, sample_weight=w)
    return MIX * weights + (1 - MIX) * lr.coef_[0], (1 - MIX) * float(lr.intercept_[0])


def quantize(model: tuple[np.ndarray, float]) -> tuple[np.ndarray, float, float]:
    """int8 weights with one scale: the score of a text is the bias plus the mean weight of
    its buckets times the square root of their count."""
    w, bias = model
    scale = float(np.abs(w).max() / 127)
    return np.clip(np.round(w / scale), -127, 127).astype(np.int8), scale, bias


def quantized_probability(q: np.ndarray, scale: float, bias: float, found: list[int]) -> float:
    if not found:
        return 1 / (1 + np.exp(-bias))
    return float(1 / (1 + np.exp(-(bias + scale * int(q[found].astype(np.int64).sum()) / np.sqrt(len(found))))))


def rates(flags: np.ndarray, y: np.ndarray) -> dict[str, float]:
    att, ben = flags[y == 1], flags[y == 0]
    det = float(att.mean()) if len(att) else float("nan")
    fpr = float(ben.mean()) if len(ben) else float("nan")
    return {"detection": round(det, 4), "false_positive_rate": round(fpr, 4),
            "balanced_accuracy": round((det + 1 - fpr) / 2, 4)}


def locked(hashes: dict[str, str], relock: bool) -> None:
    """The data lock: training reads the files the shipped model's card records, byte for
    byte (its [data_sha256]), so a figure on the card is reproducible. Changed, added or
    missing files stop the run with the list, unless --relock accepts them (the new card
    then records the new hashes)."""
    if relock:
        return
    card = OUT / "injection_classifier.toml"
    if not card.exists():
        sys.exit(f"{card} is missing: rerun with --relock to train a first model")
    recorded = tomllib.loads(card.read_text(encoding="utf-8")).get("data_sha256", {})
    changes = [f"  changed: {n}" for n in sorted(set(hashes) & set(recorded)) if hashes[n] != recorded[n]]
    changes += [f"  added:   {n}" for n in sorted(set(hashes) - set(recorded))]
    changes += [f"  missing: {n}" for n in sorted(set(recorded) - set(hashes))]
    if changes:
        sys.exit("the training data differ from the data the shipped model was trained on "
                 "(src/honing/data/injection_classifier.toml [data_sha256]):\n" + "\n".join(changes)
                 + "\nrerun with --relock to train on them (the new card records them)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--version", default="2026.12.5")
    parser.add_argument("--relock", action="store_true",
                        help="train although the data files differ from the ones the card records")
    args = parser.parse_args()
    data, hashes = rows()
    locked(hashes, args.relock)
    texts = [r["text"] for r in data]
    with Pool(2) as pool:
        found = pool.map(features, texts, chunksize=200)
        risks, backed = map(np.array, zip(*pool.map(risk, texts, chunksize=200), strict=True))
    y = np.array([r["label"] == "attack" for r in data], dtype=np.int8)
    origins = [origin(r["source"]) for r in data]
    fold = np.array([zlib.crc32(o.encode()) % FOLDS for o in origins])
    size = Counter(origins)
    w = np.array([size[o] ** -WEIGHT_POWER for o in origins])
    w /= w.mean()
    x = matrix(found)
    every_found = [features(t) for t in EVERYDAY]
    every_backed = np.array([risk(t)[1] for t in EVERYDAY])

    # 1. out of fold: each row scored by the model fitted without its origin's fold
    probs = np.zeros(len(data))
    every = np.zeros(len(EVERYDAY))
    for k in range(FOLDS):
        test = fold == k
        q, scale, bias = quantize(fit(x[~test], y[~test], w[~test]))
        for i in np.flatnonzero(test):
            probs[i] = quantized_probability(q, scale, bias, found[i])
        every = np.maximum(every, [quantized_probability(q, scale, bias, f) for f in every_found])
    final = quantize(fit(x, y, w))
    every = np.maximum(every, [quantized_probability(*final, f) for f in every_found])

    # 2. thresholds: alone, at most FP_TARGET of the out-of-fold benign rows and none of
    # the everyday and role-play prompts; beside a weak signature outside quotation, none
    # of the out-of-fold benign rows or prompts that have one
    benign_p = np.sort(probs[y == 0])
    quantile = float(benign_p[int(np.ceil((1 - FP_TARGET) * len(benign_p))) - 1])
    threshold = round(max(0.5, quantile, float(every.max())) + 5e-4, 3)
    weak = (y == 0) & backed & (risks < WARNING_RISK)
    support = round(float(max(0.5, probs[weak].max(initial=0), every[every_backed].max(initial=0))) + 5e-4, 3)
    support = min(support, threshold)

    sig = risks >= WARNING_RISK
    groups: dict[str, dict[str, list[int]]] = {"categories": defaultdict(list), "languages": defaultdict(list)}
    for i, r in enumerate(data):
        groups["categories"][f"{r['label']}:{r['category']}"].append(i)
        groups["languages"][r["lang"]].append(i)
    benign_groups = [np.array(ix) for key, ix in groups["categories"].items() if key.startswith("benign:") and len(ix) >= 50]
    # 2b. and no benign category of 50 rows or more above MAX_CATEGORY_FP: raise both bars
    # together, a thousandth at a time, until none is
    while True:
        combined = sig | (probs >= threshold) | (backed & (probs >= support))
        if max(float(combined[ix].mean()) for ix in benign_groups) <= MAX_CATEGORY_FP or threshold >= 1.0:
            break
        threshold, support = round(min(1.0, threshold + 0.001), 3), round(min(1.0, support + 0.001), 3)
    alone = probs >= threshold
    overall = {"signatures": rates(sig, y), "classifier": rates(alone, y), "combined": rates(combined, y)}
    print(f"out of fold ({FOLDS} folds by origin, {len(size)} origins): threshold {threshold} "
          f"(benign quantile {quantile:.3f}, everyday prompts {every.max():.3f}), with a signature {support}")
    for name, r in overall.items():
        print(f"  {name:<11} {r}")
    tables: dict[str, list[str]] = {}
    for kind, by in groups.items():
        lines = []
        for key in sorted(by, key=lambda k: (-len(by[k]), k)):
            sel = np.array(by[key])
            att, ben = sel[y[sel] == 1], sel[y[sel] == 0]
            cells = [f"rows = {len(sel)}", f"attacks = {len(att)}"]
            for name, flags in (("signatures", sig), ("classifier", alone), ("combined", combined)):
                if len(att):
                    cells.append(f"{name}_detection = {round(float(flags[att].mean()), 4)}")
                if len(ben):
                    cells.append(f"{name}_false_positives = {round(float(flags[ben].mean()), 4)}")
            lines.append(f'"{key}" = {{ {", ".join(cells)} }}')
            print(f"  {key:<50} {', '.join(cells[2:])}")
        tables[kind] = lines

    # 3. the shipped model: all of train
    q, scale, bias = final
    blob = gzip.compress(q.tobytes(), compresslevel=9, mtime=0)
    (OUT / classifier.WEIGHTS).write_bytes(blob)
    lines = [
        "# The injection classifier's card, written by scripts/train_classifier.py — do not edit by hand.",
        f'version = "{args.version}"',
        f'trained = "{datetime.date.today().isoformat()}"',
        f"bits = {BITS}",
        f"scale = {scale!r}",
        f"bias = {bias!r}",
        f"threshold = {threshold!r}",
        f"threshold_with_signature = {support!r}",
        f'sha256 = "{hashlib.sha256(blob).hexdigest()}"',
        'features = "binary hashed (CRC-32) character 2-4-grams and word 1-2-grams of the normalized text (NFKC, '
        'hidden characters, homoglyphs, case, spacing, leetspeak), head 6000 + tail 2000 characters, L2-normalized"',
        f'model = "one linear scorer, the mix {MIX} : {1 - MIX} of complement naive Bayes (scikit-learn ComplementNB, '
        f'alpha={ALPHA}: per bucket the attack minus the benign log probability, times {TEMPERATURE}) and logistic '
        f'regression (liblinear, C=0.5, seed 0), both with balanced classes and rows weighted by (rows of their '
        f'origin)^-{WEIGHT_POWER}; int8 weights"',
        f'data = "../shared/data/injection/train/*.jsonl only ({len(data)} rows after dropping dev_template_overlap.json; '
        'licences MIT, Apache-2.0, CC-BY-4.0); dev.jsonl never read"',
        f'validation = "{FOLDS} folds by origin ({len(size)} origins: upstream file or probe without row, language '
        'folder or template payload); every figure below is out of fold, from models that did not see the row\'s origin"',
        f'threshold_rule = "threshold: the {1 - FP_TARGET:.1%} quantile of the out-of-fold benign probabilities, raised '
        'above every everyday and role-play prompt of tests/test_security.py (scored by every fold model and the '
        'shipped one); threshold_with_signature: just above every out-of-fold benign row and prompt where a signature '
        f'matched outside quotation below warning; both raised until no benign category of 50 rows or more is flagged '
        f'above {MAX_CATEGORY_FP:.0%} out of fold"',
        '# combined: signature risk >= 25, or probability >= threshold, or a signature outside quotation and '
        'probability >= threshold_with_signature',
        "",
        "[holdout]",
        f"rows = {len(data)}",
        f"origins = {len(size)}",
        *(f"{name} = {{ {', '.join(f'{k} = {v}' for k, v in r.items())} }}" for name, r in overall.items()),
        "",
        "[holdout.categories]",
        *tables["categories"],
        "",
        "[holdout.languages]",
        *tables["languages"],
        "",
        "[data_sha256]",
        *(f'"{name}" = "{digest}"' for name, digest in hashes.items()),
        "",
    ]
    (OUT / classifier.CARD).write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {classifier.WEIGHTS} ({len(blob):,} bytes) and {classifier.CARD}; scale {scale:.5f} bias {bias:.3f}")


if __name__ == "__main__":
    main()
