from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("orders", "0005_customer_level")]

    operations = [
        migrations.AddIndex(
            model_name="order",
            index=models.Index(fields=["status"], name="order_status_idx"),
        ),
    ]
