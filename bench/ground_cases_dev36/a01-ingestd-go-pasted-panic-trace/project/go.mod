module github.com/lumen/ingest

go 1.22

require (
	github.com/prometheus/client_golang v1.20.4
	gopkg.in/yaml.v3 v3.0.1
)
