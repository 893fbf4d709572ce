module git.example.com/msg/pkg/logx

go 1.22
