from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "troque-em-producao"
DEBUG = False
ALLOWED_HOSTS = ["gestao.cursinhoalvorada.com.br"]
INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "financeiro",
    "frequencia",
]
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "alvorada"}}
LANGUAGE_CODE = "pt-br"
TIME_ZONE = "America/Sao_Paulo"
USE_TZ = True
# dia do vencimento padrão das mensalidades
DIA_VENCIMENTO = 10
