from django.contrib import messages
from django.contrib.auth import authenticate, login, logout
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods


@require_http_methods(["GET", "POST"])
def login_view(request):
    if request.method == "GET":
        return render(request, "accounts/login.html")
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        messages.error(request, "ユーザー名またはパスワードが違います")
        return render(request, "accounts/login.html", status=401)
    login(request, user)
    return redirect(request.GET.get("next") or "reservations:index")


def logout_view(request):
    logout(request)
    return redirect("accounts:login")
