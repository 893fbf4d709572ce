from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("billing", "0013_invoice_last_reminder_at"),
    ]

    operations = [
        migrations.AlterField(
            model_name="invoice",
            name="due_date",
            field=models.DateField(blank=True, null=True),
        ),
    ]
