from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("billing", "0010_order_card_number"),
    ]

    operations = [
        migrations.AddField(
            model_name="refund",
            name="gateway_ref",
            field=models.CharField(blank=True, max_length=64),
        ),
    ]
