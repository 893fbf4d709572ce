from celery import shared_task

from notify.channels.sms import send_sms


@shared_task(bind=True, max_retries=3, default_retry_delay=30)
def sms_task(self, mobile: str, text: str) -> str:
    return send_sms(mobile, text)
