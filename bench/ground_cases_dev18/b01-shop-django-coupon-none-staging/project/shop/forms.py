from django import forms


class CouponForm(forms.Form):
    code = forms.CharField(max_length=40, strip=True)

    def clean_code(self):
        return self.cleaned_data["code"].upper()
