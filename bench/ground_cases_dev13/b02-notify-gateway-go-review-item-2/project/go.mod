module github.com/hanamaru-inc/notify-gateway

go 1.22
