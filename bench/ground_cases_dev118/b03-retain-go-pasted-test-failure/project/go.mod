module github.com/kenta-o/retain

go 1.22
