module github.com/kumo-mart/ordersvc

go 1.22
