from django.urls import include, path
from rest_framework.routers import SimpleRouter

from booking.views import SlotViewSet

router = SimpleRouter()
router.register("slots", SlotViewSet, basename="slot")

urlpatterns = [
    path("api/clinics/<int:clinic_pk>/", include(router.urls)),
]
