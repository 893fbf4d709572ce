module github.com/kuaibao/notify-svc

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/prometheus/client_golang v1.19.1
)
