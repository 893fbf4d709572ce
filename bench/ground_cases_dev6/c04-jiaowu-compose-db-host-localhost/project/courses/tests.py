from django.test import TestCase

from .models import Course


class EnrollTests(TestCase):
    def setUp(self):
        self.course = Course.objects.create(name="数据结构", teacher="王老师", capacity=1)

    def test_enroll_ok(self):
        resp = self.client.post(f"/api/courses/{self.course.id}/enroll/", {"student_no": "2023001"})
        self.assertEqual(resp.status_code, 201)

    def test_course_full(self):
        self.client.post(f"/api/courses/{self.course.id}/enroll/", {"student_no": "2023001"})
        resp = self.client.post(f"/api/courses/{self.course.id}/enroll/", {"student_no": "2023002"})
        self.assertEqual(resp.status_code, 409)
