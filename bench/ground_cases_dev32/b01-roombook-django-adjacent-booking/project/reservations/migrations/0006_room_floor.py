from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("reservations", "0005_booking_status"),
    ]

    operations = [
        migrations.AddField(
            model_name="room",
            name="floor",
            field=models.PositiveSmallIntegerField(default=1),
            preserve_default=False,
        ),
    ]
