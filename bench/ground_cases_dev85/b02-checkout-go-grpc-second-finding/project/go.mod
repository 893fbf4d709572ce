module github.com/hanamaru-tech/checkout

go 1.22

require (
	google.golang.org/grpc v1.66.2
	google.golang.org/protobuf v1.34.2
)
