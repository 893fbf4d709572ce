module github.com/acme/stock-consumer

go 1.22

require (
	github.com/IBM/sarama v1.43.3
	github.com/jackc/pgx/v5 v5.6.0
	github.com/prometheus/client_golang v1.20.4
)
