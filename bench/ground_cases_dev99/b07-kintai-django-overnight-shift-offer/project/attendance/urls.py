from django.urls import include, path
from rest_framework.routers import DefaultRouter

from attendance import views

router = DefaultRouter()
router.register("employees", views.EmployeeViewSet)
router.register("entries", views.TimeEntryViewSet, basename="entry")

urlpatterns = [
    path("", include(router.urls)),
    path("summary/<int:year>/<int:month>/", views.summary, name="summary"),
    path("summary/<int:year>/<int:month>.csv", views.summary_csv, name="summary-csv"),
]
