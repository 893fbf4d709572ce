module github.com/hoshino-lab/feedsync

go 1.22
