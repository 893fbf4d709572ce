from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ("bookings", "0006_booking_note"),
    ]

    operations = [
        migrations.RenameField(
            model_name="booking",
            old_name="public_id",
            new_name="public_code",
        ),
    ]
