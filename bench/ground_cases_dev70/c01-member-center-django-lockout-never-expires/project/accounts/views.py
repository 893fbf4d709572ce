from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import login
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from accounts.emails import send_reset_email
from accounts.models import Member
from accounts.throttle import login_throttle
from accounts.tokens import check_reset_token, make_reset_token


def _client_ip(request) -> str:
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    return forwarded.split(",")[0].strip() or request.META.get("REMOTE_ADDR", "")


@require_http_methods(["GET", "POST"])
def login_view(request):
    if request.method == "GET":
        return render(request, "accounts/login.html")
    username = request.POST.get("username", "").strip()
    password = request.POST.get("password", "")
    ip = _client_ip(request)
    if login_throttle.is_locked(username, ip):
        messages.error(request, "登录失败次数过多，请稍后再试")
        return render(request, "accounts/login.html", status=429)
    member = Member.objects.filter(username__iexact=username).first()
    if member is None or not member.check_password(password):
        attempts = login_throttle.hit(username, ip)
        left = max(0, login_throttle.MAX_ATTEMPTS - attempts)
        messages.error(request, f"用户名或密码错误，还可以再试 {left} 次")
        return render(request, "accounts/login.html", status=400)
    login_throttle.reset(username, ip)
    login(request, member)
    return redirect("home")


@require_http_methods(["GET", "POST"])
def password_reset_request(request):
    if request.method == "GET":
        return render(request, "accounts/reset_request.html")
    email = request.POST.get("email", "").strip().lower()
    member = Member.objects.filter(email=email, is_active=True).first()
    if member is not None:
        send_reset_email(request, member, make_reset_token(member))
    # 不管邮箱是否存在都给同样的提示，防止枚举
    messages.info(request, "如果该邮箱已注册，你会收到一封重置密码的邮件")
    return redirect("accounts:login")


@require_http_methods(["GET", "POST"])
def password_reset_confirm(request, token: str):
    member = check_reset_token(token)
    if member is None:
        return render(request, "accounts/reset_invalid.html", {"reason": "链接已失效，请重新申请"}, status=400)
    if request.method == "GET":
        return render(request, "accounts/reset_confirm.html", {"token": token})
    password = request.POST.get("password", "")
    if len(password) < 8:
        messages.error(request, "密码至少 8 位")
        return render(request, "accounts/reset_confirm.html", {"token": token}, status=400)
    member.set_password(password)
    member.save(update_fields=["password"])
    messages.success(request, "密码已重置，请重新登录")
    return redirect("accounts:login")
