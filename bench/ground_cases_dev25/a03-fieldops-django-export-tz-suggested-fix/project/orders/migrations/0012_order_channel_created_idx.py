from django.contrib.postgres.operations import AddIndexConcurrently
from django.db import migrations, models


class Migration(migrations.Migration):
    atomic = False

    dependencies = [
        ("orders", "0011_order_channel"),
    ]

    operations = [
        AddIndexConcurrently(
            model_name="order",
            index=models.Index(fields=["channel", "created_at"], name="orders_channel_created_idx"),
        ),
    ]
