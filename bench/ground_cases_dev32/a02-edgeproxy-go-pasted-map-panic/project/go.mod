module github.com/acme/edgeproxy

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	go.uber.org/goleak v1.3.0
)
