module github.com/mitsuboshi-dev/edge-api

go 1.22

require (
	github.com/go-chi/chi/v5 v5.1.0
	github.com/prometheus/client_golang v1.20.4
)
