module example.com/data/ingest-gw

go 1.22

require github.com/segmentio/kafka-go v0.4.47
