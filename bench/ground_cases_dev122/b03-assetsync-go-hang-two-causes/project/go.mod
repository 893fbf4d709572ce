module github.com/hoshino-lab/assetsync

go 1.22
