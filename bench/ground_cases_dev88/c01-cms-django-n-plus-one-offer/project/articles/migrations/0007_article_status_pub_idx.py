from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("articles", "0006_comment")]

    operations = [
        migrations.AddIndex(
            model_name="article",
            index=models.Index(fields=["status", "-published_at"], name="article_status_pub_idx"),
        ),
    ]
