module github.com/liuyang/logscan

go 1.22
