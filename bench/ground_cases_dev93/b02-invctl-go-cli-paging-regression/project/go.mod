module github.com/hoshino-lab/invctl

go 1.22
