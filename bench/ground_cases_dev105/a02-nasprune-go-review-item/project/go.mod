module github.com/tkowal/nasprune

go 1.22
