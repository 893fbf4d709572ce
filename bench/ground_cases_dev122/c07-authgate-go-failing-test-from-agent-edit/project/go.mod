module git.internal.example.com/platform/authgate

go 1.22
