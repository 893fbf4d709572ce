module github.com/nordlys/relay

go 1.22
