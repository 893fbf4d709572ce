from django.urls import path

from billing import views

urlpatterns = [
    path("merchants/<int:merchant_id>/statement.csv", views.export_statement, name="export-statement"),
    path("merchants/<int:merchant_id>/summary", views.statement_summary, name="statement-summary"),
]
