module github.com/lihao-dev/webhook-relay

go 1.22
