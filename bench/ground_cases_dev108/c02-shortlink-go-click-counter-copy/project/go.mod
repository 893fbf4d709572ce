module github.com/zhaokai/shortlink

go 1.22
