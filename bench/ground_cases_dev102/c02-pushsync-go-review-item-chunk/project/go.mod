module github.com/haoran/pushsync

go 1.22
