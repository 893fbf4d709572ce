from django.urls import path

from . import views

urlpatterns = [
    path("", views.course_list),
    path("<int:course_id>/enroll/", views.enroll),
]
