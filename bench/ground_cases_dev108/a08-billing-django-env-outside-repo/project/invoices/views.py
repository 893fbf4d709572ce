from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, render

from invoices.models import Invoice

PAGE_SIZE = 25
STATUSES = {"draft", "open", "paid", "void"}


@login_required
def invoice_list(request):
    qs = Invoice.objects.filter(customer__owner=request.user).order_by("-issued_on")
    status = request.GET.get("status")
    if status in STATUSES:
        qs = qs.filter(status=status)
    page = Paginator(qs, PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "invoices/list.html", {"page": page, "status": status})


@login_required
def invoice_detail(request, pk):
    invoice = get_object_or_404(Invoice, pk=pk, customer__owner=request.user)
    return render(request, "invoices/detail.html", {"invoice": invoice})


@login_required
def invoice_pdf(request, pk):
    invoice = get_object_or_404(Invoice, pk=pk, customer__owner=request.user)
    response = render(request, "invoices/pdf.html", {"invoice": invoice})
    response["Content-Disposition"] = f'inline; filename="{invoice.number}.pdf"'
    return response
