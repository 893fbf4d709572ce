from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, render

from .models import Customer
from .services import outstanding_total, overdue_orders


@login_required
def overdue_report(request):
    customer = None
    cid = request.GET.get("customer")
    if cid:
        customer = get_object_or_404(Customer, pk=cid)
    orders = overdue_orders(customer)
    return render(request, "orders/overdue.html", {
        "orders": orders,
        "customer": customer,
        "count": len(orders),
    })


@login_required
def customer_summary(request, pk):
    customer = get_object_or_404(Customer, pk=pk)
    return render(request, "orders/customer_summary.html", {
        "customer": customer,
        "outstanding": outstanding_total(customer),
        "overdue": overdue_orders(customer),
    })


@login_required
def dashboard(request):
    return render(request, "orders/dashboard.html", {
        "overdue_count": len(overdue_orders()),
    })
