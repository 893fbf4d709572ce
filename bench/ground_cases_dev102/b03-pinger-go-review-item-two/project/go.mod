module github.com/tomo/pinger

go 1.22
