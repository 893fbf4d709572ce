from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("checkout", "0001_initial")]

    operations = [
        migrations.AddField(
            model_name="coupon",
            name="min_subtotal",
            field=models.DecimalField(blank=True, decimal_places=2, help_text="Goods total (gross) the cart needs before the code works.", max_digits=8, null=True),
        ),
    ]
