from django.urls import path

from accounts import views

app_name = "accounts"

urlpatterns = [
    path("login/", views.login_view, name="login"),
    path("logout/", views.logout_view, name="logout"),
    path("reset/", views.reset_request, name="reset"),
    path("reset/<str:token>/", views.reset_confirm, name="reset-confirm"),
]
