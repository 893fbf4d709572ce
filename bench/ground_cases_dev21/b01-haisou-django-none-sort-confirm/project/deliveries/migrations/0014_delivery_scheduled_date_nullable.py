from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("deliveries", "0013_slot_label_length"),
    ]

    operations = [
        migrations.AlterField(
            model_name="delivery",
            name="scheduled_date",
            field=models.DateField(blank=True, null=True),
        ),
        migrations.AlterField(
            model_name="delivery",
            name="status",
            field=models.CharField(
                choices=[
                    ("pending", "日時調整中"),
                    ("scheduled", "配送予定"),
                    ("delivered", "配達済み"),
                    ("cancelled", "キャンセル"),
                ],
                default="pending",
                max_length=16,
            ),
        ),
    ]
