from django.contrib import admin
from django.urls import path

from billing import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("billing/subscribe/<slug:plan_code>/", views.subscribe, name="subscribe"),
    path("billing/subscriptions/<int:sub_id>/cancel/", views.cancel, name="cancel"),
    path("billing/subscriptions/", views.mine, name="mine"),
]
