module github.com/lumenpay/settle

go 1.22

require (
	github.com/jackc/pgx/v5 v5.7.1
	github.com/prometheus/client_golang v1.20.5
)
