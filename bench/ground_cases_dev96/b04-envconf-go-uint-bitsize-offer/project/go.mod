module github.com/kaede-dev/envconf

go 1.20
