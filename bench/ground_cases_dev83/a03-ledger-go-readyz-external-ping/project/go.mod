module github.com/tallyhq/ledger

go 1.22.3

require (
	github.com/jackc/pgx/v5 v5.6.0
	github.com/go-chi/chi/v5 v5.1.0
)
