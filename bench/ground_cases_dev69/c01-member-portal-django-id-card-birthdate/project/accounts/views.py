from django.contrib.auth import get_user_model, login
from django.shortcuts import redirect, render

from .forms import SignupForm

User = get_user_model()


def signup(request):
    if request.method == "POST":
        form = SignupForm(request.POST)
        if form.is_valid():
            data = form.cleaned_data
            user = User.objects.create_user(
                username=data["username"],
                password=data["password1"],
                first_name=data["real_name"],
            )
            request.session["signup_phone"] = data["phone"]
            login(request, user)
            return redirect("accounts:signup_done")
    else:
        form = SignupForm()
    return render(request, "accounts/signup.html", {"form": form})


def signup_done(request):
    return render(request, "accounts/signup_done.html")
