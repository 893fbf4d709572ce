module github.com/hoshino-lab/notify-worker

go 1.22
