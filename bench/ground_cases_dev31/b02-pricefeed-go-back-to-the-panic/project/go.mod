module github.com/acme/pricefeed

go 1.23

require golang.org/x/sync v0.8.0
