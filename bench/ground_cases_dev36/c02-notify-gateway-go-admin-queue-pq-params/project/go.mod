module notify-gateway

go 1.22

require (
	github.com/jmoiron/sqlx v1.4.0
	github.com/lib/pq v1.10.9
)
