module github.com/nora-d/semtool

go 1.19
