from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True
    dependencies = [migrations.swappable_dependency(settings.AUTH_USER_MODEL)]

    operations = [
        migrations.CreateModel(
            name="Product",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False)),
                ("sku", models.CharField(max_length=32, unique=True)),
                ("name", models.CharField(max_length=200)),
                ("price_cents", models.PositiveIntegerField()),
            ],
        ),
    ]
