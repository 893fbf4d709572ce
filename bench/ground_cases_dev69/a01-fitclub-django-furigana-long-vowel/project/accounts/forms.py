import unicodedata

from django import forms
from django.utils.translation import gettext_lazy as _

from accounts.models import Member
from accounts.validators import (
    PREFECTURES,
    normalize_postcode,
    validate_katakana,
    validate_phone,
    validate_postcode,
    validate_prefecture,
)


class SignupForm(forms.ModelForm):
    prefecture = forms.ChoiceField(choices=[(p, p) for p in PREFECTURES], label=_("Prefecture"))
    agree_terms = forms.BooleanField(label=_("I agree to the membership terms"))

    class Meta:
        model = Member
        fields = [
            "email",
            "last_name",
            "first_name",
            "last_name_kana",
            "first_name_kana",
            "phone",
            "postcode",
            "prefecture",
            "address_line1",
            "address_line2",
            "birth_date",
        ]
        labels = {
            "last_name": _("Last name"),
            "first_name": _("First name"),
            "last_name_kana": _("Last name (katakana)"),
            "first_name_kana": _("First name (katakana)"),
            "postcode": _("Postcode"),
            "address_line1": _("Address"),
            "address_line2": _("Building / room"),
        }
        widgets = {"birth_date": forms.DateInput(attrs={"type": "date"})}

    def _clean_kana(self, field):
        value = unicodedata.normalize("NFKC", self.cleaned_data[field]).strip()
        validate_katakana(value)
        return value

    def clean_last_name_kana(self):
        return self._clean_kana("last_name_kana")

    def clean_first_name_kana(self):
        return self._clean_kana("first_name_kana")

    def clean_postcode(self):
        value = normalize_postcode(self.cleaned_data["postcode"])
        validate_postcode(value)
        return value

    def clean_phone(self):
        value = self.cleaned_data["phone"].strip()
        validate_phone(value)
        return value

    def clean_prefecture(self):
        value = self.cleaned_data["prefecture"]
        validate_prefecture(value)
        return value
