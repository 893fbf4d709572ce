from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render

from .forms import ProfileForm


@login_required
def edit_profile(request):
    profile = request.user.profile
    if request.method == "POST":
        form = ProfileForm(request.POST, request.FILES, instance=profile)
        if form.is_valid():
            form.save()
            request.user.marketing_opt_in = form.cleaned_data.get("marketing_opt_in", False)
            request.user.save(update_fields=["marketing_opt_in"])
            return redirect("dashboard")
    else:
        form = ProfileForm(instance=profile, initial={"marketing_opt_in": request.user.marketing_opt_in})
    return render(request, "accounts/edit_profile.html", {"form": form})
