from django.conf import settings
from django.contrib import admin
from django.urls import include, path
from rest_framework.routers import DefaultRouter

from courses.views import CourseViewSet, TeacherViewSet
from timetable.views import WeekTimetableView

router = DefaultRouter()
router.register("courses", CourseViewSet, basename="course")
router.register("teachers", TeacherViewSet, basename="teacher")

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include(router.urls)),
    path("api/timetable/week/", WeekTimetableView.as_view()),
]

if settings.DEBUG:
    urlpatterns += [path("__debug__/", include("debug_toolbar.urls"))]
