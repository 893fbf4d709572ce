from django.contrib import admin
from django.urls import path

from accounts import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("me/", views.mypage, name="mypage"),
    path("me/edit/", views.edit_profile, name="edit_profile"),
]
