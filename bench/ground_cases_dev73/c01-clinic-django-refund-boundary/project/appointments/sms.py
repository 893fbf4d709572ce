import logging

logger = logging.getLogger(__name__)


def send_sms(phone, text):
    # the real gateway client lives in the ops repo; here we only log
    logger.info("sms to %s: %s", phone, text)
