import csv
import io

from accounts.models import User

COLUMNS = ["id", "username", "nickname", "email", "phone", "plan", "date_joined"]


def export_members(plan=None):
    """CSV of members for the operations team (admin > 会员导出)."""
    qs = User.objects.filter(is_active=True).order_by("date_joined")
    if plan:
        qs = qs.filter(plan=plan)
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(COLUMNS)
    for user in qs.iterator(chunk_size=1000):
        writer.writerow([
            user.id,
            user.username,
            user.nickname,
            user.email,
            user.phone,
            user.plan,
            user.date_joined.strftime("%Y-%m-%d"),
        ])
    return buf.getvalue()


def export_filename(plan=None):
    suffix = f"-{plan}" if plan else ""
    return f"members{suffix}.csv"
