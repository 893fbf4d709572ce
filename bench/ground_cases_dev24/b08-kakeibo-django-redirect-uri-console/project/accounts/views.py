import logging
import secrets
from urllib.parse import urlencode

import requests
from django.conf import settings
from django.contrib.auth import login, logout
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.urls import reverse

from .models import User

GOOGLE_AUTH_URL = "https://accounts.google.com/o/oauth2/v2/auth"
GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token"
GOOGLE_USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo"

logger = logging.getLogger(__name__)


def _redirect_uri() -> str:
    return settings.SITE_URL + reverse("accounts:google_callback")


def login_page(request: HttpRequest) -> HttpResponse:
    return render(request, "accounts/login.html")


def logout_view(request: HttpRequest) -> HttpResponse:
    logout(request)
    return redirect("accounts:login")


def google_login(request: HttpRequest) -> HttpResponse:
    state = secrets.token_urlsafe(24)
    request.session["google_oauth_state"] = state
    params = {
        "client_id": settings.GOOGLE_OAUTH_CLIENT_ID,
        "redirect_uri": _redirect_uri(),
        "response_type": "code",
        "scope": "openid email profile",
        "state": state,
        "prompt": "select_account",
    }
    return redirect(f"{GOOGLE_AUTH_URL}?{urlencode(params)}")


def google_callback(request: HttpRequest) -> HttpResponse:
    if request.GET.get("error"):
        logger.warning("google callback returned error=%s", request.GET.get("error"))
        return HttpResponseBadRequest("Google ログインがキャンセルされました")
    state = request.GET.get("state")
    if not state or state != request.session.pop("google_oauth_state", None):
        logger.warning("google callback state mismatch")
        return HttpResponseBadRequest("state が一致しません")
    token = requests.post(
        GOOGLE_TOKEN_URL,
        data={
            "code": request.GET.get("code", ""),
            "client_id": settings.GOOGLE_OAUTH_CLIENT_ID,
            "client_secret": settings.GOOGLE_OAUTH_CLIENT_SECRET,
            "redirect_uri": _redirect_uri(),
            "grant_type": "authorization_code",
        },
        timeout=10,
    )
    if token.status_code != 200:
        logger.warning("google token exchange failed: status=%s body=%s", token.status_code, token.text[:500])
        return HttpResponseBadRequest("トークンの取得に失敗しました")
    access_token = token.json()["access_token"]
    info = requests.get(GOOGLE_USERINFO_URL, headers={"Authorization": f"Bearer {access_token}"}, timeout=10).json()
    user, _ = User.objects.get_or_create(email=info["email"], defaults={"display_name": info.get("name", "")})
    login(request, user)
    return redirect(settings.LOGIN_REDIRECT_URL)
