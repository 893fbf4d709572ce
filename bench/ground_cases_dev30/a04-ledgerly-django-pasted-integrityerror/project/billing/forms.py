from django import forms

from billing.models import Invoice


class InvoiceForm(forms.ModelForm):
    class Meta:
        model = Invoice
        fields = ["customer", "status", "due_on", "currency"]
        widgets = {"due_on": forms.DateInput(attrs={"type": "date"})}
