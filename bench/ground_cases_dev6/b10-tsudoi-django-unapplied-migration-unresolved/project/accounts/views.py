from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render

from accounts.forms import ProfileForm
from accounts.models import Profile


@login_required
def mypage(request):
    profile, _ = Profile.objects.get_or_create(user=request.user)
    return render(request, "accounts/mypage.html", {"profile": profile})


@login_required
def edit_profile(request):
    profile, _ = Profile.objects.get_or_create(user=request.user)
    form = ProfileForm(request.POST or None, request.FILES or None, instance=profile)
    if request.method == "POST" and form.is_valid():
        form.save()
        return redirect("mypage")
    return render(request, "accounts/edit_profile.html", {"form": form})
