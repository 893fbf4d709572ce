module github.com/acme/logship

go 1.22

require (
	github.com/kelseyhightower/envconfig v1.4.0
	go.uber.org/zap v1.27.0
)

require go.uber.org/multierr v1.10.0 // indirect
