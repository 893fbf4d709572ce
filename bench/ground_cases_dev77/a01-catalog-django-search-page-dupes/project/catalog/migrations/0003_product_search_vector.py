from django.db import migrations

TRIGGER = """
CREATE OR REPLACE FUNCTION catalog_product_search_update() RETURNS trigger AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER catalog_product_search_trg
BEFORE INSERT OR UPDATE OF title, description ON catalog_product
FOR EACH ROW EXECUTE FUNCTION catalog_product_search_update();
"""


class Migration(migrations.Migration):
    dependencies = [("catalog", "0002_product_search_vector_field")]

    operations = [
        migrations.RunSQL(TRIGGER, reverse_sql="DROP TRIGGER IF EXISTS catalog_product_search_trg ON catalog_product;"),
        migrations.RunSQL("UPDATE catalog_product SET title = title;", reverse_sql=migrations.RunSQL.noop),
    ]
