module github.com/acme/orderd

go 1.22.0

require github.com/jackc/pgx/v5 v5.6.0
