module github.com/ravik/logtail

go 1.22
