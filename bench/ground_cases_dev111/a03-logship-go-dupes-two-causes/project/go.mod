module github.com/halvorsen/logship

go 1.21
