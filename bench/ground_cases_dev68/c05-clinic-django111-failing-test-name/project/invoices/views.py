# -*- coding: utf-8 -*-
import io

from django.urls import reverse
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, render
from django.template import RequestContext
from django.template.loader import render_to_string
from xhtml2pdf import pisa

from invoices.models import Invoice


def invoice_detail(request, pk):
    invoice = get_object_or_404(Invoice, pk=pk)
    return render(request, "invoices/detail.html", {
        "invoice": invoice,
        "pdf_url": reverse("invoice_pdf", args=[invoice.pk]),
    })


def invoice_pdf(request, pk):
    invoice = get_object_or_404(Invoice, pk=pk)
    html = render_to_string("invoices/pdf.html", {"invoice": invoice},
                            context_instance=RequestContext(request))
    buf = io.BytesIO()
    result = pisa.CreatePDF(io.BytesIO(html.encode("utf-8")), dest=buf, encoding="utf-8")
    if result.err:
        return HttpResponse(u"PDF 生成失败", status=500)
    resp = HttpResponse(buf.getvalue(), content_type="application/pdf")
    resp["Content-Disposition"] = 'attachment; filename="%s"' % invoice.pdf_filename()
    return resp
