"""Nightly churn scoring on Celery workers."""
