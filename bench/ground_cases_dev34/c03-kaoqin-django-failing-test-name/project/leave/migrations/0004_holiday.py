from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("leave", "0003_leaverequest_department"),
    ]

    operations = [
        migrations.CreateModel(
            name="Holiday",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("date", models.DateField(unique=True)),
                ("name", models.CharField(max_length=32)),
            ],
            options={"ordering": ["date"]},
        ),
    ]
