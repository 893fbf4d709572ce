module github.com/fernhill/shipnotify

go 1.22
