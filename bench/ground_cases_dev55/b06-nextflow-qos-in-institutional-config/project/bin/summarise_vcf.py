#!/usr/bin/env python3
"""Per-sample counts of SNVs and indels, Ti/Tv and het/hom ratio from (g)VCFs."""
import gzip
import sys

TRANSITIONS = {("A", "G"), ("G", "A"), ("C", "T"), ("T", "C")}


def summarise(path):
    snv = indel = ti = tv = het = hom = 0
    with gzip.open(path, "rt") as fh:
        for line in fh:
            if line.startswith("#"):
                continue
            f = line.rstrip("\n").split("\t")
            ref, alts = f[3], [a for a in f[4].split(",") if a != "<NON_REF>"]
            if not alts:
                continue
            gt = f[9].split(":")[0].replace("|", "/")
            alt = alts[0]
            if len(ref) == 1 and len(alt) == 1:
                snv += 1
                if (ref, alt) in TRANSITIONS:
                    ti += 1
                else:
                    tv += 1
            else:
                indel += 1
            if gt in ("0/1", "1/2"):
                het += 1
            elif gt == "1/1":
                hom += 1
    return snv, indel, ti / max(tv, 1), het / max(hom, 1)


def main(paths):
    print("sample\tsnv\tindel\ttitv\thet_hom")
    for path in sorted(paths):
        sample = path.split("/")[-1].split(".")[0]
        snv, indel, titv, hh = summarise(path)
        print(f"{sample}\t{snv}\t{indel}\t{titv:.3f}\t{hh:.3f}")


if __name__ == "__main__":
    main(sys.argv[1:])
