from django.conf import settings
from django.contrib import messages
from django.contrib.auth import authenticate, login, logout
from django.core.mail import send_mail
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse

from .forms import LoginForm, ResetConfirmForm, ResetRequestForm
from .models import Member, PasswordResetToken


def client_ip(request):
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR")
    if forwarded:
        return forwarded.split(",")[0].strip()
    return request.META.get("REMOTE_ADDR")


def login_view(request):
    form = LoginForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        member = authenticate(request, email=form.cleaned_data["email"], password=form.cleaned_data["password"])
        if member is None:
            messages.error(request, "メールアドレスまたはパスワードが違います。")
        else:
            login(request, member)
            remember = request.POST.get("remember")
            request.session.set_expiry(settings.SESSION_COOKIE_AGE if remember else 0)
            member.last_login_ip = client_ip(request)
            member.save(update_fields=["last_login_ip"])
            return redirect(request.GET.get("next") or settings.LOGIN_REDIRECT_URL)
    return render(request, "accounts/login.html", {"form": form})


def logout_view(request):
    logout(request)
    return redirect("accounts:login")


def reset_request(request):
    form = ResetRequestForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        member = Member.objects.filter(email__iexact=form.cleaned_data["email"]).first()
        if member is not None:
            token = PasswordResetToken.objects.create(member=member)
            url = request.build_absolute_uri(reverse("accounts:reset_confirm", args=[token.token]))
            send_mail(
                "パスワード再設定のご案内",
                f"以下のURLから{settings.RESET_TOKEN_TTL_MINUTES}分以内にパスワードを再設定してください。\n{url}",
                settings.DEFAULT_FROM_EMAIL,
                [member.email],
            )
        return redirect("accounts:reset_sent")
    return render(request, "accounts/reset_request.html", {"form": form})


def reset_confirm(request, token):
    reset = get_object_or_404(PasswordResetToken, token=token)
    if not reset.is_usable():
        return render(request, "accounts/reset_invalid.html", status=410)
    form = ResetConfirmForm(reset.member, request.POST or None)
    if request.method == "POST" and form.is_valid():
        reset.member.set_password(form.cleaned_data["password1"])
        reset.member.save()
        reset.mark_used()
        messages.success(request, "パスワードを変更しました。ログインしてください。")
        return redirect("accounts:login")
    return render(request, "accounts/reset_confirm.html", {"form": form})
