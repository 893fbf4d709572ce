module github.com/tnakamura/quoteapi

go 1.22
