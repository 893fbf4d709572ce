from django.urls import path

from notifications import views

urlpatterns = [
    path("preferences/", views.PreferenceView.as_view()),
]
