from django.urls import path

from . import views

urlpatterns = [
    path("appointments", views.AppointmentListView.as_view()),
    path("appointments/book", views.BookView.as_view()),
    path("appointments/<int:pk>/cancel", views.CancelView.as_view()),
]
