module github.com/tsubasa/cronx

go 1.22
