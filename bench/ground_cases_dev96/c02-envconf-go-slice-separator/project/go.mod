module github.com/liwei-dev/envconf

go 1.21
