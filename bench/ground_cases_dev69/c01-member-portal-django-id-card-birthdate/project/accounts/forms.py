from django import forms
from django.contrib.auth import get_user_model
from django.utils.translation import gettext_lazy as _

from .validators import normalize_digits, validate_cn_mobile, validate_id_card, validate_postcode

User = get_user_model()


class SignupForm(forms.Form):
    username = forms.CharField(label=_("用户名"), max_length=30)
    phone = forms.CharField(label=_("手机号"), max_length=20)
    real_name = forms.CharField(label=_("真实姓名"), max_length=40)
    id_number = forms.CharField(label=_("身份证号"), max_length=18)
    birthday = forms.DateField(
        label=_("出生日期"),
        input_formats=["%Y-%m-%d", "%Y/%m/%d", "%Y.%m.%d", "%Y年%m月%d日"],
        widget=forms.DateInput(attrs={"type": "date", "placeholder": "1990-05-03"}, format="%Y-%m-%d"),
    )
    postcode = forms.CharField(label=_("邮政编码"), max_length=6, required=False)
    password1 = forms.CharField(label=_("密码"), widget=forms.PasswordInput, min_length=8)
    password2 = forms.CharField(label=_("确认密码"), widget=forms.PasswordInput)

    def clean_username(self):
        username = self.cleaned_data["username"].strip()
        if User.objects.filter(username__iexact=username).exists():
            raise forms.ValidationError(_("该用户名已被注册"), code="username_taken")
        return username

    def clean_phone(self):
        phone = normalize_digits(self.cleaned_data["phone"])
        validate_cn_mobile(phone)
        return phone

    def clean_id_number(self):
        value = self.cleaned_data["id_number"].strip().upper()
        validate_id_card(value)
        return value

    def clean_postcode(self):
        value = self.cleaned_data.get("postcode", "").strip()
        if value:
            validate_postcode(value)
        return value

    def clean(self):
        cleaned = super().clean()
        p1, p2 = cleaned.get("password1"), cleaned.get("password2")
        if p1 and p2 and p1 != p2:
            self.add_error("password2", _("两次输入的密码不一致"))
        return cleaned
