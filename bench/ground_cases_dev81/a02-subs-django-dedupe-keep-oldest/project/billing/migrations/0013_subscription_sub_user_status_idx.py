from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("billing", "0012_subscription_billing_anchor"),
    ]

    operations = [
        migrations.AddIndex(
            model_name="subscription",
            index=models.Index(fields=["user", "status"], name="sub_user_status_idx"),
        ),
    ]
