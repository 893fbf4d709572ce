from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("orders", "0003_coupon_kind_amount"),
    ]

    operations = [
        migrations.AlterModelOptions(
            name="order",
            options={"ordering": ["-created_at"]},
        ),
    ]
