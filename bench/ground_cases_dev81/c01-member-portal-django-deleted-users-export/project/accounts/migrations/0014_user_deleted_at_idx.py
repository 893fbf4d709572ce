from django.contrib.postgres.operations import AddIndexConcurrently
from django.db import migrations, models


class Migration(migrations.Migration):

    atomic = False

    dependencies = [
        ("accounts", "0013_user_deleted_at"),
    ]

    operations = [
        AddIndexConcurrently(
            model_name="user",
            index=models.Index(fields=["deleted_at"], name="accounts_user_deleted_at_idx"),
        ),
    ]
