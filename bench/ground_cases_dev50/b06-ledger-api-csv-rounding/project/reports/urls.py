from django.urls import path

from reports import views

urlpatterns = [
    path("reports/revenue", views.RevenueReportView.as_view()),
    path("reports/revenue.csv", views.RevenueCSVView.as_view()),
    path("orders", views.OrderListView.as_view()),
]
