from rest_framework import generics, serializers
from rest_framework.exceptions import ValidationError

from .models import LeaveRequest
from .services import LeaveError, submit


class LeaveRequestSerializer(serializers.ModelSerializer):
    class Meta:
        model = LeaveRequest
        fields = ["id", "leave_type", "start_date", "start_half", "end_date", "end_half", "days", "reason", "status"]
        read_only_fields = ["days", "status"]


class LeaveRequestCreate(generics.CreateAPIView):
    serializer_class = LeaveRequestSerializer

    def perform_create(self, serializer):
        user = self.request.user
        req = LeaveRequest(employee=user, department=user.profile.department, **serializer.validated_data)
        try:
            serializer.instance = submit(req)
        except LeaveError as e:
            raise ValidationError({"detail": str(e)})
