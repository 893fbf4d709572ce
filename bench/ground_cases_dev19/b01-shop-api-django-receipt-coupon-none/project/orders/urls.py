from django.urls import path

from orders import views

urlpatterns = [
    path("orders/<int:pk>/receipt/", views.receipt, name="order-receipt"),
    path("orders/<int:pk>/cancel/", views.cancel, name="order-cancel"),
]
