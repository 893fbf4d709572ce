from django.urls import path

from . import views

urlpatterns = [
    path("requests/", views.LeaveRequestCreate.as_view(), name="leave-create"),
]
