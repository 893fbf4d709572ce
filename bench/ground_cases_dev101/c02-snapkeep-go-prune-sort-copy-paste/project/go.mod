module github.com/hezhou/snapkeep

go 1.22
