module github.com/minato-logi/inventory-api

go 1.22

require github.com/jackc/pgx/v5 v5.6.0
