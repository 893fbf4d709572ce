module github.com/relaybox/hookd

go 1.23

require github.com/prometheus/client_golang v1.20.4
