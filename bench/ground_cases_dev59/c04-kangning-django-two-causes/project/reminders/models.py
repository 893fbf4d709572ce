from django.db import models


class Patient(models.Model):
    name = models.CharField("姓名", max_length=32)
    phone = models.CharField("手机号", max_length=20)
    allow_sms = models.BooleanField("接收短信提醒", default=True)

    def __str__(self):
        return f"{self.name}({self.phone[-4:]})"


class Appointment(models.Model):
    STATUS = [("booked", "已预约"), ("arrived", "已到诊"), ("cancelled", "已取消")]

    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, verbose_name="患者")
    doctor = models.CharField("医生", max_length=32)
    start_at = models.DateTimeField("就诊时间")
    status = models.CharField("状态", max_length=16, choices=STATUS, default="booked")

    class Meta:
        verbose_name = "预约"
        verbose_name_plural = "预约"


class SmsLog(models.Model):
    appointment = models.ForeignKey(Appointment, on_delete=models.CASCADE)
    template = models.CharField("模板", max_length=32)
    ok = models.BooleanField("是否成功", default=False)
    error = models.CharField("错误信息", max_length=200, blank=True)
    attempts = models.IntegerField("尝试次数", default=1)
    created_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField("发送时间", null=True, blank=True)

    class Meta:
        verbose_name = "短信记录"
        verbose_name_plural = "短信记录"
