module github.com/fleetops/telemetry-worker

go 1.23

require (
	github.com/aws/aws-sdk-go-v2 v1.30.3
	github.com/aws/aws-sdk-go-v2/service/sqs v1.34.3
	github.com/prometheus/client_golang v1.19.1
)
