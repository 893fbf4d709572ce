"""阿里云短信封装。模板需要先在阿里云控制台审核通过。"""
import json
import logging

from alibabacloud_dysmsapi20170525.client import Client
from alibabacloud_dysmsapi20170525 import models as sms_models
from alibabacloud_tea_openapi import models as open_api_models
from django.conf import settings

log = logging.getLogger(__name__)

# 2025-10 起诊所更名，新签名已在阿里云审核通过
SIGN_NAME = "康宁口腔"

TEMPLATES = {
    # 【康宁口腔】${name}您好，您已预约明天${time}的${doctor}医生门诊，请按时就诊。如需改约请致电 0571-8888 6666。
    "tomorrow": "SMS_468012345",
    # 【康宁口腔】${name}您好，您的复诊时间即将到来（${time}），请提前 15 分钟到院。
    "followup": "SMS_468012399",
}


def _client() -> Client:
    config = open_api_models.Config(
        access_key_id=settings.ALIYUN_SMS_KEY_ID,
        access_key_secret=settings.ALIYUN_SMS_KEY_SECRET,
    )
    config.endpoint = "dysmsapi.aliyuncs.com"
    return Client(config)


def send(phone: str, template: str, params: dict) -> tuple[bool, str]:
    req = sms_models.SendSmsRequest(
        phone_numbers=phone,
        sign_name=SIGN_NAME,
        template_code=TEMPLATES[template],
        template_param=json.dumps(params, ensure_ascii=False),
    )
    try:
        resp = _client().send_sms(req)
    except Exception as e:  # 网络错误等
        log.warning("短信发送异常 %s %s", phone[-4:], e)
        return False, str(e)[:200]
    if resp.body.code != "OK":
        log.warning("短信发送失败 %s %s", phone[-4:], resp.body.message)
        return False, resp.body.message
    return True, ""
