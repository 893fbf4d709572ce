from django import forms
from django.contrib.auth import get_user_model


class EmailForm(forms.Form):
    email = forms.EmailField(label="新邮箱")

    def clean_email(self):
        email = self.cleaned_data["email"].lower()
        if get_user_model().objects.filter(email=email).exists():
            raise forms.ValidationError("这个邮箱已经被使用了")
        return email
