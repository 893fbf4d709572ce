from django.db import migrations
from django.db.models import Count, Max
from django.utils import timezone


def dedupe_active_subscriptions(apps, schema_editor):
    """Cancel all but one active subscription per (user, plan) so the unique constraint can be built."""
    Subscription = apps.get_model("billing", "Subscription")
    dupes = (
        Subscription.objects.filter(status="active")
        .values("user_id", "plan_id")
        .annotate(n=Count("id"), keep_id=Max("id"))
        .filter(n__gt=1)
    )
    now = timezone.now()
    for row in dupes:
        (
            Subscription.objects.filter(status="active", user_id=row["user_id"], plan_id=row["plan_id"])
            .exclude(id=row["keep_id"])
            .update(status="cancelled", cancelled_at=now)
        )


class Migration(migrations.Migration):
    dependencies = [
        ("billing", "0013_subscription_sub_user_status_idx"),
    ]

    operations = [
        migrations.RunPython(dedupe_active_subscriptions, migrations.RunPython.noop),
    ]
