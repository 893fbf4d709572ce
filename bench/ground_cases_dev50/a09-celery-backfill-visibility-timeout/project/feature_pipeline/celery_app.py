from celery import Celery

app = Celery("feature_pipeline")
app.config_from_object("feature_pipeline.celeryconfig")
app.autodiscover_tasks(["feature_pipeline"])
