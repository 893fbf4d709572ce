from django.conf import settings
from django.contrib import messages
from django.contrib.auth import authenticate, login, logout
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods
from django_ratelimit.decorators import ratelimit

from accounts.emails import send_password_changed_email, send_reset_email
from accounts.forms import LoginForm, ResetRequestForm, SetPasswordForm
from accounts.models import RememberToken, User
from accounts.tokens import check_reset_token


@ratelimit(key="ip", rate=settings.LOGIN_RATE_LIMIT, method="POST", block=True)
@require_http_methods(["GET", "POST"])
def login_view(request):
    form = LoginForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = authenticate(request, username=form.cleaned_data["email"], password=form.cleaned_data["password"])
        if user is None:
            form.add_error(None, "Wrong email or password.")
        else:
            login(request, user)
            response = redirect("home")
            if form.cleaned_data["remember"]:
                cookie = RememberToken.issue(user, request.META.get("HTTP_USER_AGENT", ""))
                response.set_cookie(settings.REMEMBER_COOKIE_NAME, cookie, max_age=settings.REMEMBER_COOKIE_AGE,
                                    httponly=True, secure=not settings.DEBUG, samesite="Lax")
            return response
    return render(request, "accounts/login.html", {"form": form})


def logout_view(request):
    cookie = request.COOKIES.get(settings.REMEMBER_COOKIE_NAME, "")
    RememberToken.objects.filter(selector=cookie.split(":", 1)[0]).delete()
    logout(request)
    response = redirect("accounts:login")
    response.delete_cookie(settings.REMEMBER_COOKIE_NAME)
    return response


@require_http_methods(["GET", "POST"])
def reset_request(request):
    form = ResetRequestForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = User.objects.filter(email__iexact=form.cleaned_data["email"], is_active=True).first()
        if user is not None:
            send_reset_email(request, user)
        messages.info(request, "If that address has an account, we've sent a link.")
        return redirect("accounts:login")
    return render(request, "accounts/reset_request.html", {"form": form})


@require_http_methods(["GET", "POST"])
def reset_confirm(request, token):
    user = check_reset_token(token)
    if user is None:
        return render(request, "accounts/reset_invalid.html", status=400)
    form = SetPasswordForm(user, request.POST or None)
    if request.method == "POST" and form.is_valid():
        form.save()
        send_password_changed_email(user)
        messages.success(request, "Password changed. Please sign in.")
        return redirect("accounts:login")
    return render(request, "accounts/reset_confirm.html", {"form": form})
