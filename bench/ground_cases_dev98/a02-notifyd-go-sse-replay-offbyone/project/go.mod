module github.com/kestrel-labs/notifyd

go 1.23
