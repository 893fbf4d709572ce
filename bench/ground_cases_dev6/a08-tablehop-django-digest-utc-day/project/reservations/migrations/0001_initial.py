import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = []

    operations = [
        migrations.CreateModel(
            name="Restaurant",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("name", models.CharField(max_length=200)),
                ("manager_email", models.EmailField(max_length=254)),
                ("seats", models.PositiveIntegerField(default=40)),
            ],
        ),
        migrations.CreateModel(
            name="Reservation",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("guest_name", models.CharField(max_length=200)),
                ("party_size", models.PositiveSmallIntegerField()),
                ("starts_at", models.DateTimeField(db_index=True)),
                ("status", models.CharField(choices=[("confirmed", "Confirmed"), ("cancelled", "Cancelled")],
                                            default="confirmed", max_length=16)),
                ("notes", models.TextField(blank=True)),
                ("restaurant", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE,
                                                 related_name="reservations", to="reservations.restaurant")),
            ],
            options={"ordering": ["starts_at"]},
        ),
    ]
