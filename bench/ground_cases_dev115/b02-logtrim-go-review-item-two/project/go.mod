module github.com/hiro-k/logtrim

go 1.22
