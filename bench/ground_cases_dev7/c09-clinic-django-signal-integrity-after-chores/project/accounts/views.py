from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render

from .forms import EmailForm


@login_required
def update_email(request):
    form = EmailForm(request.POST or None, initial={"email": request.user.email})
    if request.method == "POST" and form.is_valid():
        request.user.email = form.cleaned_data["email"]
        request.user.save(update_fields=["email"])
        messages.success(request, "邮箱已更新")
        return redirect("accounts:settings")
    return render(request, "accounts/email.html", {"form": form})


@login_required
def settings_page(request):
    return render(request, "accounts/settings.html", {"profile": request.user.profile})
