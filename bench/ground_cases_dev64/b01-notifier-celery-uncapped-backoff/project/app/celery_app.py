from __future__ import annotations

import logging

from celery import Celery
from celery.signals import task_prerun, task_postrun

log = logging.getLogger("notifier.celery")

celery = Celery("notifier")
celery.config_from_object("app.celeryconfig")
celery.autodiscover_tasks(["app.tasks"])


@task_prerun.connect
def _log_start(task_id=None, task=None, args=None, **_):
    log.info("start %s[%s] args=%s", task.name, task_id, args)


@task_postrun.connect
def _log_end(task_id=None, task=None, state=None, **_):
    log.info("end %s[%s] state=%s", task.name, task_id, state)


def queue_depth(name: str = "default") -> int:
    """Number of messages waiting in a Redis-backed queue (used by the /health endpoint)."""
    with celery.connection_for_read() as conn:
        client = conn.channel().client
        return int(client.llen(name))


def purge(name: str) -> int:
    with celery.connection_for_write() as conn:
        return celery.amqp.queues[name].bind(conn.default_channel).purge()
