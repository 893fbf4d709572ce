module github.com/tsubame/catalog

go 1.23
