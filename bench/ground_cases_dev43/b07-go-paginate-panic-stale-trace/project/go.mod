module github.com/hokuto/catalog-api

go 1.23

require github.com/jackc/pgx/v5 v5.7.1
