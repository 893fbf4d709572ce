from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render

from billing.forms import InvoiceForm
from billing.models import Invoice


@login_required
def invoice_list(request):
    invoices = Invoice.objects.select_related("customer")[:200]
    return render(request, "billing/invoice_list.html", {"invoices": invoices})


@login_required
def invoice_detail(request, pk):
    invoice = get_object_or_404(Invoice.objects.select_related("customer"), pk=pk)
    return render(request, "billing/invoice_detail.html", {"invoice": invoice})


@login_required
def invoice_new(request):
    form = InvoiceForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        invoice = form.save()
        return redirect("billing:invoice_detail", pk=invoice.pk)
    return render(request, "billing/invoice_form.html", {"form": form})
