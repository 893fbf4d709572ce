LOGGING = {
    "version": 1,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {
        "billing": {"handlers": ["console"], "level": "DEBUG"},
        "django.db.backends": {"handlers": ["console"], "level": "INFO"},
    },
}
