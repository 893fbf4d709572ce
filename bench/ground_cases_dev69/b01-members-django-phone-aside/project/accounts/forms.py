from django import forms

from accounts.models import Member
from accounts.validators import validate_furigana, validate_phone, validate_postcode

PREFECTURES = [
    "北海道", "青森県", "岩手県", "宮城県", "秋田県", "山形県", "福島県", "茨城県", "栃木県", "群馬県",
    "埼玉県", "千葉県", "東京都", "神奈川県", "新潟県", "富山県", "石川県", "福井県", "山梨県", "長野県",
    "岐阜県", "静岡県", "愛知県", "三重県", "滋賀県", "京都府", "大阪府", "兵庫県", "奈良県", "和歌山県",
    "鳥取県", "島根県", "岡山県", "広島県", "山口県", "徳島県", "香川県", "愛媛県", "高知県", "福岡県",
    "佐賀県", "長崎県", "熊本県", "大分県", "宮崎県", "鹿児島県", "沖縄県",
]


class SignupForm(forms.ModelForm):
    password = forms.CharField(label="パスワード", widget=forms.PasswordInput, min_length=8)
    prefecture = forms.ChoiceField(label="都道府県", choices=[(p, p) for p in PREFECTURES])

    class Meta:
        model = Member
        fields = ["email", "last_name", "first_name", "furigana", "postcode", "prefecture", "address", "phone"]

    def clean_furigana(self):
        return validate_furigana(self.cleaned_data["furigana"])

    def clean_postcode(self):
        return validate_postcode(self.cleaned_data["postcode"])

    def clean_phone(self):
        return validate_phone(self.cleaned_data["phone"])

    def clean_email(self):
        email = self.cleaned_data["email"].strip().lower()
        if Member.objects.filter(email=email).exists():
            raise forms.ValidationError("このメールアドレスはすでに登録されています。", code="duplicate")
        return email
