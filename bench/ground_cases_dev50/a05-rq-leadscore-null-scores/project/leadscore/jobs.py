"""Nightly batch scoring, run as an RQ job (see worker.py for the schedule)."""
from __future__ import annotations

import logging
import uuid

from rq import Queue
from redis import Redis

from leadscore import db, features, model
from leadscore.config import REDIS_URL, SCORE_CHUNK, SCORE_JOB_TIMEOUT

log = logging.getLogger(__name__)


def score_all_leads() -> str:
    run_id = uuid.uuid4().hex[:12]
    total = db.count_active_leads()
    log.info("run %s: scoring %d open leads in chunks of %d", run_id, total, SCORE_CHUNK)
    scored = unscored = 0
    for chunk in db.iter_lead_chunks(SCORE_CHUNK):
        X = features.build(chunk)
        scores = model.score(X)
        db.write_scores(list(zip(chunk["id"].astype(int), scores)), run_id)
        missing = sum(s is None for s in scores)
        scored += len(scores) - missing
        unscored += missing
        log.info("run %s: %d/%d leads written", run_id, scored + unscored, total)
    log.info("run %s: done, %d scored, %d left unscored (missing features)", run_id, scored, unscored)
    return run_id


def enqueue_nightly() -> None:
    q = Queue("scoring", connection=Redis.from_url(REDIS_URL))
    q.enqueue(score_all_leads, job_timeout=SCORE_JOB_TIMEOUT, result_ttl=86400)
