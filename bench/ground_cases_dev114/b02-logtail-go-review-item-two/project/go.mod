module github.com/kaito-sre/logtail

go 1.22
