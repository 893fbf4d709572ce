import logging
from datetime import datetime, timedelta

from celery import shared_task
from django.utils import timezone

from . import sms
from .models import Appointment, SmsLog

log = logging.getLogger(__name__)

# 夜间免打扰：22:00 ~ 次日 08:00 不发短信（北京时间）
QUIET_START = 22
QUIET_END = 8
MAX_ATTEMPTS = 5


def in_quiet_hours() -> bool:
    hour = datetime.utcnow().hour
    return hour >= QUIET_START or hour < QUIET_END


def _params(appt: Appointment) -> dict:
    local = timezone.localtime(appt.start_at)
    return {"name": appt.patient.name, "time": local.strftime("%H:%M"), "doctor": appt.doctor}


@shared_task
def send_tomorrow_reminders():
    """给明天有预约的患者发提醒（beat 每晚调度一次）。"""
    tomorrow = timezone.localdate() + timedelta(days=1)
    qs = Appointment.objects.filter(start_at__date=tomorrow, status="booked", patient__allow_sms=True)
    for appt in qs.select_related("patient"):
        ok, err = sms.send(appt.patient.phone, "tomorrow", _params(appt))
        SmsLog.objects.create(appointment=appt, template="tomorrow", ok=ok, error=err,
                              sent_at=timezone.now() if ok else None)
    log.info("明日提醒已处理 %s 条", qs.count())


@shared_task
def retry_failed_sms():
    """重试失败的短信。免打扰时段内跳过，等白天再发。"""
    if in_quiet_hours():
        return
    for rec in SmsLog.objects.filter(ok=False, attempts__lt=MAX_ATTEMPTS).select_related("appointment__patient"):
        appt = rec.appointment
        if appt.status != "booked" or appt.start_at < timezone.now():
            continue
        ok, err = sms.send(appt.patient.phone, rec.template, _params(appt))
        rec.ok, rec.error, rec.attempts = ok, err, rec.attempts + 1
        rec.sent_at = timezone.now() if ok else None
        rec.save()
