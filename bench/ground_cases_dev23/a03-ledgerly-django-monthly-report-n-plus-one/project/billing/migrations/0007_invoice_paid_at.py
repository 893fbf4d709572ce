from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("billing", "0006_invoice_due_at"),
    ]

    operations = [
        migrations.AddField(
            model_name="invoice",
            name="paid_at",
            field=models.DateField(blank=True, null=True),
        ),
    ]
