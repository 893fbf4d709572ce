from django import forms
from django.contrib.auth import password_validation


class LoginForm(forms.Form):
    email = forms.EmailField(label="メールアドレス")
    password = forms.CharField(label="パスワード", widget=forms.PasswordInput)
    remember_me = forms.BooleanField(label="ログイン状態を保持する", required=False)


class ResetRequestForm(forms.Form):
    email = forms.EmailField(label="メールアドレス")


class ResetConfirmForm(forms.Form):
    password1 = forms.CharField(label="新しいパスワード", widget=forms.PasswordInput)
    password2 = forms.CharField(label="新しいパスワード（確認）", widget=forms.PasswordInput)

    def __init__(self, member, *args, **kwargs):
        self.member = member
        super().__init__(*args, **kwargs)

    def clean(self):
        cleaned = super().clean()
        p1, p2 = cleaned.get("password1"), cleaned.get("password2")
        if p1 and p2 and p1 != p2:
            raise forms.ValidationError("パスワードが一致しません。")
        if p1:
            password_validation.validate_password(p1, self.member)
        return cleaned
