module example.com/feedsync

go 1.22
