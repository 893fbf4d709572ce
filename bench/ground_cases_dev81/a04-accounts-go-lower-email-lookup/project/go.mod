module github.com/fernhill/accounts

go 1.23

require (
	github.com/jackc/pgx/v5 v5.7.1
	github.com/golang-migrate/migrate/v4 v4.18.1
)
