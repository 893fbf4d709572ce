from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("accounts", "0001_initial"),
    ]

    operations = [
        migrations.AddField(
            model_name="member",
            name="first_name_kana",
            field=models.CharField(default="", max_length=50),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="member",
            name="last_name_kana",
            field=models.CharField(default="", max_length=50),
            preserve_default=False,
        ),
    ]
