from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("notifications", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="notificationpreference",
            name="digest_frequency",
            field=models.CharField(
                choices=[("off", "Off"), ("daily", "Daily"), ("weekly", "Weekly")], default="daily", max_length=10
            ),
        ),
    ]
