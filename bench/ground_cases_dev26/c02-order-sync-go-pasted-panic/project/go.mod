module github.com/hekou/order-sync

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	go.uber.org/zap v1.27.0
)
