from django import forms

from orders.models import Order


class CheckoutForm(forms.ModelForm):
    class Meta:
        model = Order
        fields = ["email", "customer_first_name", "shipping_address", "delivery_notes", "gift_message"]
        widgets = {
            "shipping_address": forms.Textarea(attrs={"rows": 4}),
            "delivery_notes": forms.Textarea(attrs={"rows": 3, "placeholder": "e.g. leave it at the back door"}),
            "gift_message": forms.Textarea(attrs={"rows": 3, "maxlength": 300}),
        }

    def clean_email(self):
        return self.cleaned_data["email"].strip().lower()

    def clean_shipping_address(self):
        address = self.cleaned_data["shipping_address"].strip()
        if len(address.splitlines()) < 2:
            raise forms.ValidationError("Please enter a full address (street and city on separate lines).")
        return address


class CouponForm(forms.Form):
    code = forms.CharField(max_length=32)

    def clean_code(self):
        code = self.cleaned_data["code"].strip().upper()
        if not code.isalnum():
            raise forms.ValidationError("Coupon codes are letters and digits only.")
        return code
