from __future__ import annotations

from honing import data
from honing.engine.rule import Context, Hit, Outcome
from honing.text import lexicon

# the default is documented with the rule's options (data/rules.toml)
_DEFAULT_MIN = int(data.load("rules.toml")["negative_only_constraints"]["options"]["negative_only_min"])


def check(ctx: Context) -> Outcome:
    doc = ctx.doc
    minimum = int(ctx.thresholds.get("negative_only_min", _DEFAULT_MIN))
    prohibitions = doc.find("prohibition")
    if len(prohibitions) < minimum:
        return Outcome(passed_because=f"{len(prohibitions)} prohibition(s), fewer than {minimum}")
    negative_sentences = {doc.sentence_at(h.start) for h in prohibitions} - {None}
    candidates = [s for s in doc.sentences if s.is_prose and s not in negative_sentences]
    found = lexicon.first_in_slices(doc.prose, [(s.start, s.end) for s in candidates], "positive", doc.languages)
    positive = [s for s, hit in zip(candidates, found, strict=True) if hit]
    if positive:
        return Outcome(passed_because=f'positive requirement present: "{positive[0].text[:60]}"')
    hits = tuple(Hit.of(doc, h.start, h.end) for h in prohibitions)
    return Outcome(hits=hits, message=f"{len(prohibitions)} prohibitions and no positive requirement")
