from datetime import date

from rest_framework import serializers, viewsets
from rest_framework.decorators import api_view
from rest_framework.response import Response

from shifts.models import Shift
from shifts.services import daily_cost, daily_hours


class ShiftSerializer(serializers.ModelSerializer):
    staff_code = serializers.CharField(source="staff.code", read_only=True)
    worked_minutes = serializers.IntegerField(read_only=True)

    class Meta:
        model = Shift
        fields = ["id", "staff", "staff_code", "store", "start", "end", "break_minutes", "worked_minutes", "note"]


class ShiftViewSet(viewsets.ModelViewSet):
    serializer_class = ShiftSerializer

    def get_queryset(self):
        qs = Shift.objects.select_related("staff").all()
        store = self.request.query_params.get("store")
        if store:
            qs = qs.filter(store=store)
        staff = self.request.query_params.get("staff")
        if staff:
            qs = qs.filter(staff__code=staff)
        return qs


@api_view(["GET"])
def daily_report(request, store: str, day: str):
    d = date.fromisoformat(day)
    return Response({
        "store": store,
        "date": d.isoformat(),
        "hours": daily_hours(d, store),
        "cost": daily_cost(d, store),
    })
