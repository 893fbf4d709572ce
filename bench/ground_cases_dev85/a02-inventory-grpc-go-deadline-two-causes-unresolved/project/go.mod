module github.com/harbor-retail/inventory

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	google.golang.org/grpc v1.65.0
	google.golang.org/protobuf v1.34.2
)
