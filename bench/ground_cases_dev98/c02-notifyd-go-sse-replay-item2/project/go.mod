module github.com/lanyun/notifyd

go 1.22
