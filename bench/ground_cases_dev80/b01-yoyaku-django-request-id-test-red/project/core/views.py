from django.db import connection
from django.http import JsonResponse


def healthz(request):
    """ALB のヘルスチェック用。DB に 1 クエリだけ投げる。"""
    try:
        with connection.cursor() as cur:
            cur.execute("SELECT 1")
    except Exception:  # noqa: BLE001
        return JsonResponse({"status": "ng"}, status=503)
    return JsonResponse({"status": "ok"})
