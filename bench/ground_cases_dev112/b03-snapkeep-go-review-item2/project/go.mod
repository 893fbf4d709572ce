module github.com/takumi-s/snapkeep

go 1.22
