from django.urls import path

from api import views

urlpatterns = [
    path("orders/", views.OrderList.as_view()),
]
