module github.com/lanshan/shipment

go 1.22

require (
	github.com/google/uuid v1.6.0
	github.com/lanshan/inventory-api v0.7.2
	google.golang.org/grpc v1.64.0
	google.golang.org/protobuf v1.34.1
)
