from django.urls import path

from delivery import views

urlpatterns = [
    path("<slug:depot_code>/earliest/", views.earliest_slot),
    path("<slug:depot_code>/slots/<str:day>/", views.slots_on),
]
