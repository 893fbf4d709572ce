from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("orders", "0002_coupon"),
    ]

    operations = [
        migrations.AddField(
            model_name="coupon",
            name="kind",
            field=models.CharField(choices=[("percent", "割引率"), ("fixed", "定額")], default="percent", max_length=16),
        ),
        migrations.AddField(
            model_name="coupon",
            name="amount",
            field=models.DecimalField(blank=True, decimal_places=0, max_digits=10, null=True),
        ),
        migrations.AlterField(
            model_name="coupon",
            name="percent",
            field=models.DecimalField(blank=True, decimal_places=2, max_digits=5, null=True),
        ),
    ]
