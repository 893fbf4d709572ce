import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clinic.settings")

app = Celery("clinic")
# 读取 settings.py 里 CELERY_ 开头的配置
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
