from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("billing", "0014_dedupe_active_subscriptions"),
    ]

    operations = [
        migrations.AddConstraint(
            model_name="subscription",
            constraint=models.UniqueConstraint(
                condition=models.Q(("status", "active")),
                fields=("user", "plan"),
                name="uniq_active_sub_per_user_plan",
            ),
        ),
    ]
