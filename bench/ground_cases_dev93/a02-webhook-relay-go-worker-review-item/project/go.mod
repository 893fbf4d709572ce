module github.com/acme/webhook-relay

go 1.22

require (
	github.com/prometheus/client_golang v1.19.0
	github.com/redis/go-redis/v9 v9.5.1
)
