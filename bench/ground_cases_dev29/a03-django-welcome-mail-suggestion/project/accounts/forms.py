from django import forms

from .models import Profile


class ProfileForm(forms.ModelForm):
    marketing_opt_in = forms.BooleanField(required=False, label="Send me product news")

    class Meta:
        model = Profile
        fields = ["display_name", "avatar", "bio"]
