module github.com/kaito/ordersvc

go 1.22
