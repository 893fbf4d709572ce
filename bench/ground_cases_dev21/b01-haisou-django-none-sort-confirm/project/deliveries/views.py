from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import get_object_or_404, redirect
from django.views.generic import DetailView, TemplateView

from . import services
from .models import Delivery


class MyPageView(LoginRequiredMixin, TemplateView):
    template_name = "deliveries/mypage.html"

    def get_customer(self):
        return self.request.user.customer

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        customer = self.get_customer()
        ctx["customer"] = customer
        ctx["recent"] = services.recent_for_customer(customer)
        ctx["points"] = customer.point_balance()
        ctx["notice_count"] = customer.notices.filter(read_at__isnull=True).count()
        ctx["upcoming"] = services.upcoming_for_customer(customer)
        return ctx


class DeliveryDetailView(LoginRequiredMixin, DetailView):
    model = Delivery
    template_name = "deliveries/detail.html"
    context_object_name = "delivery"

    def get_queryset(self):
        return Delivery.objects.filter(order__customer=self.request.user.customer)

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ctx["can_reschedule"] = services.can_reschedule(self.object)
        return ctx


def cancel_delivery(request, pk):
    delivery = get_object_or_404(Delivery, pk=pk, order__customer=request.user.customer)
    if request.method == "POST" and delivery.status == Delivery.Status.SCHEDULED:
        delivery.status = Delivery.Status.CANCELLED
        delivery.save(update_fields=["status", "updated_at"])
    return redirect("deliveries:mypage")
