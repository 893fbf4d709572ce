module github.com/hoshino-lab/notifier

go 1.22
