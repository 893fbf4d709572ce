module github.com/hollis/shortlink

go 1.19
