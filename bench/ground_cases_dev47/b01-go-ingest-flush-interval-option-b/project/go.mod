module github.com/nagisa-data/ingest-worker

go 1.23

require (
	github.com/jackc/pgx/v5 v5.7.1
	github.com/segmentio/kafka-go v0.4.47
)
