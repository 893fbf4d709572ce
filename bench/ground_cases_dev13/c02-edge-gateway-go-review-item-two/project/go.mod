module github.com/kuaidi-tech/edge-gateway

go 1.22
