module github.com/kuaiyun/gateway-lite

go 1.22
