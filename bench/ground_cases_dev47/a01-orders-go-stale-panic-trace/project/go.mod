module github.com/acme/orders-svc

go 1.22
