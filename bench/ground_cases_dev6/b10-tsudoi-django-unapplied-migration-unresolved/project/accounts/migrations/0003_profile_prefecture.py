from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("accounts", "0002_profile_avatar")]

    operations = [
        migrations.AddField(
            model_name="profile",
            name="prefecture",
            field=models.CharField(blank=True, max_length=8, verbose_name="都道府県"),
        ),
    ]
