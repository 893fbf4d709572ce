module github.com/zhangyu/pollerd

go 1.22
