module github.com/acme/ingest

go 1.22

require github.com/prometheus/client_golang v1.19.1
