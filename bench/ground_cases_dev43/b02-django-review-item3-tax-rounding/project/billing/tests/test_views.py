import pytest
from django.urls import reverse

from billing.tests.factories import CompanyFactory, InvoiceFactory, UserFactory


@pytest.mark.django_db
def test_pdf_of_other_company_is_404(client):
    mine, other = CompanyFactory(), CompanyFactory()
    user = UserFactory(company=mine)
    invoice = InvoiceFactory(company=other)
    client.force_login(user)
    res = client.get(reverse("billing:invoice-pdf", args=[invoice.pk]))
    assert res.status_code == 404
