from django.urls import path

from accounts import views

app_name = "accounts"

urlpatterns = [
    path("login/", views.login_view, name="login"),
    path("password/reset/", views.password_reset_request, name="reset-request"),
    path("password/reset/<str:token>/", views.password_reset_confirm, name="reset-confirm"),
]
