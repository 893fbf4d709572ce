from django.conf.urls import include, url
from django.contrib import admin
from django.contrib.auth import views as auth_views

urlpatterns = [
    url(r"^admin/", admin.site.urls),
    url(r"^accounts/login/$", auth_views.LoginView.as_view(), name="login"),
    url(r"^", include("requests_app.urls")),
]
