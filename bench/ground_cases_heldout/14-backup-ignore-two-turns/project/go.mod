module github.com/zhoumo/bak

go 1.19
