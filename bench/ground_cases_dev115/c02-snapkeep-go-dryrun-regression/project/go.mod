module github.com/wq/snapkeep

go 1.22
