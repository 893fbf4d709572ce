from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("billing", "0011_plan_stripe_price_id"),
    ]

    operations = [
        migrations.AddField(
            model_name="subscription",
            name="billing_anchor",
            field=models.DateTimeField(blank=True, null=True),
        ),
    ]
