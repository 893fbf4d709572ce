from django.urls import path

from polls import views

urlpatterns = [
    path("<int:poll_id>/", views.poll_detail),
    path("<int:poll_id>/vote/", views.vote),
]
