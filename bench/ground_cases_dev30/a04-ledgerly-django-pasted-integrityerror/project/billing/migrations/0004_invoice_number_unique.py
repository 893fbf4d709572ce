from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("billing", "0003_invoice_currency"),
    ]

    operations = [
        # Postgres names this constraint billing_invoice_number_key
        migrations.AlterField(
            model_name="invoice",
            name="number",
            field=models.CharField(editable=False, max_length=20, unique=True),
        ),
    ]
