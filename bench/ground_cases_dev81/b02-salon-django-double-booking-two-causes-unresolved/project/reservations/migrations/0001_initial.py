import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = []

    operations = [
        migrations.CreateModel(
            name="Stylist",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("name", models.CharField(max_length=50)),
                ("active", models.BooleanField(default=True)),
            ],
        ),
        migrations.CreateModel(
            name="Slot",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("starts_at", models.DateTimeField()),
                ("duration_minutes", models.PositiveIntegerField(default=60)),
                ("stylist", models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name="slots", to="reservations.stylist")),
            ],
            options={"ordering": ["starts_at"]},
        ),
        migrations.AddConstraint(
            model_name="slot",
            constraint=models.UniqueConstraint(fields=("stylist", "starts_at"), name="uniq_slot_stylist_start"),
        ),
        migrations.CreateModel(
            name="Reservation",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("customer_name", models.CharField(max_length=100)),
                ("customer_email", models.EmailField(max_length=254)),
                ("customer_phone", models.CharField(blank=True, max_length=20)),
                ("status", models.CharField(choices=[("pending", "Pending"), ("confirmed", "Confirmed"), ("cancelled", "Cancelled")], default="pending", max_length=20)),
                ("payment_intent_id", models.CharField(blank=True, max_length=64, null=True, unique=True)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("confirmed_at", models.DateTimeField(blank=True, null=True)),
                ("slot", models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name="reservations", to="reservations.slot")),
            ],
        ),
        migrations.AddIndex(
            model_name="reservation",
            index=models.Index(fields=["slot", "status"], name="resv_slot_status_idx"),
        ),
    ]
