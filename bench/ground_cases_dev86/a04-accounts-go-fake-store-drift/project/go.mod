module github.com/fernhill/accounts

go 1.23

require (
	github.com/jackc/pgx/v5 v5.7.1
	github.com/google/uuid v1.6.0
)
