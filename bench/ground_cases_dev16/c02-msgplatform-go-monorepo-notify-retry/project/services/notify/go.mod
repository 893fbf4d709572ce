module git.example.com/msg/services/notify

go 1.22
