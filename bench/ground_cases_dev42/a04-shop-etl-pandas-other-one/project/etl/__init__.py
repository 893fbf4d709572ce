"""Daily orders ETL: shop export (SFTP, CSV) -> pandas -> warehouse (Postgres)."""
