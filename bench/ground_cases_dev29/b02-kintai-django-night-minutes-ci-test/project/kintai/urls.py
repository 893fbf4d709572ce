from django.urls import path

from attendance import views

urlpatterns = [
    path("api/summary/<int:year>/<int:month>/", views.summary, name="monthly-summary"),
]
