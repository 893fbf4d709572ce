module github.com/wenjie-dev/logtail

go 1.22
