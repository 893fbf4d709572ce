module github.com/kenji-o/snapkeep

go 1.22
