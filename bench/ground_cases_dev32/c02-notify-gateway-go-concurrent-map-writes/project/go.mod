module github.com/acme/notify-gateway

go 1.22
