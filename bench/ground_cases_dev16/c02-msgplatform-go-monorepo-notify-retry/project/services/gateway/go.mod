module git.example.com/msg/services/gateway

go 1.22
