from django.urls import path

from . import views

app_name = "accounts"

urlpatterns = [
    path("login/", views.login_view, name="login"),
    path("logout/", views.logout_view, name="logout"),
    path("password/reset/", views.reset_request, name="reset_request"),
    path("password/reset/sent/", views.reset_request, name="reset_sent"),
    path("password/reset/<str:token>/", views.reset_confirm, name="reset_confirm"),
]
