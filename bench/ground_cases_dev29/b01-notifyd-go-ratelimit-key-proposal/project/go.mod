module github.com/kaito-dev/notifyd

go 1.22

require (
	github.com/prometheus/client_golang v1.19.1
	gopkg.in/yaml.v3 v3.0.1
)
