from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from PIL import Image

from .models import Avatar

MAX_AVATAR_BYTES = getattr(settings, "AVATAR_MAX_BYTES", 5 * 1024 * 1024)
ALLOWED_FORMATS = {"JPEG", "PNG", "WEBP"}


@login_required
@require_POST
def upload_avatar(request):
    upload = request.FILES.get("avatar")
    if upload is None:
        return JsonResponse({"error": "missing file field 'avatar'"}, status=400)
    if upload.size > MAX_AVATAR_BYTES:
        return JsonResponse({"error": f"avatar larger than {MAX_AVATAR_BYTES // (1024 * 1024)} MB"}, status=400)

    try:
        with Image.open(upload) as img:
            fmt = img.format
            width, height = img.size
    except Exception:
        return JsonResponse({"error": "not an image"}, status=400)
    if fmt not in ALLOWED_FORMATS:
        return JsonResponse({"error": "only jpg, png and webp are allowed"}, status=400)
    upload.seek(0)

    avatar = Avatar.objects.create(user=request.user, image=upload, width=width, height=height)
    avatar.make_current()
    return JsonResponse(
        {"id": avatar.pk, "url": avatar.image.url, "width": width, "height": height},
        status=201,
    )


@login_required
def current_avatar(request):
    avatar = Avatar.objects.filter(user=request.user, is_current=True).first()
    if avatar is None:
        return JsonResponse({"url": None})
    return JsonResponse({"id": avatar.pk, "url": avatar.image.url})
