from rest_framework import serializers

from attendance.models import Employee, TimeEntry
from attendance.services import calc_worked_minutes


class EmployeeSerializer(serializers.ModelSerializer):
    class Meta:
        model = Employee
        fields = ["id", "code", "name", "department", "is_active"]


class TimeEntrySerializer(serializers.ModelSerializer):
    worked_minutes = serializers.SerializerMethodField()

    class Meta:
        model = TimeEntry
        fields = ["id", "employee", "work_date", "clock_in", "clock_out", "break_minutes", "note",
                  "worked_minutes"]

    def get_worked_minutes(self, obj: TimeEntry) -> int:
        return calc_worked_minutes(obj)

    def validate_break_minutes(self, value: int) -> int:
        if value > 180:
            raise serializers.ValidationError("休憩は 180 分までです")
        return value

    def validate(self, attrs):
        if attrs.get("clock_in") == attrs.get("clock_out"):
            raise serializers.ValidationError("出勤と退勤が同じ時刻です")
        return attrs
