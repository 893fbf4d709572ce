module github.com/hanako-dev/filesvc

go 1.22
