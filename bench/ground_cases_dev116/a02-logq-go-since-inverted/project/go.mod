module github.com/tkell/logq

go 1.22
