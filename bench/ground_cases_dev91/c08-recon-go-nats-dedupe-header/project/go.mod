module gitlab.internal/fin/recon

go 1.23

require (
	github.com/nats-io/nats.go v1.37.0
	github.com/prometheus/client_golang v1.20.4
)
