module github.com/ferry-dev/ferry

go 1.22
