from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse
from django.views.generic import DetailView, ListView

from billing.models import Invoice
from billing.pdf import render_invoice_pdf


class CompanyScopedMixin(LoginRequiredMixin):
    """ログインユーザーの所属会社の請求書だけに絞る。"""

    def get_queryset(self):
        return Invoice.objects.filter(company=self.request.user.company)


class InvoiceListView(CompanyScopedMixin, ListView):
    template_name = "billing/invoice_list.html"
    paginate_by = 50
    ordering = ["-issued_on", "-number"]


class InvoiceDetailView(CompanyScopedMixin, DetailView):
    template_name = "billing/invoice_detail.html"
    context_object_name = "invoice"


class InvoicePdfView(CompanyScopedMixin, DetailView):
    """請求書PDFのダウンロード（自社の請求書のみ）。"""

    def get(self, request, *args, **kwargs):
        invoice = self.get_object()
        pdf = render_invoice_pdf(invoice)
        return FileResponse(pdf, as_attachment=True, filename=f"{invoice.number}.pdf",
                            content_type="application/pdf")
