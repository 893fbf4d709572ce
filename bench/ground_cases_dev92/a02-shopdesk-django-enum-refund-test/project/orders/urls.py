from django.urls import path

from . import views

urlpatterns = [
    path("", views.order_list),
    path("<str:number>/cancel", views.order_cancel),
    path("<str:number>/refund", views.order_refund),
]
