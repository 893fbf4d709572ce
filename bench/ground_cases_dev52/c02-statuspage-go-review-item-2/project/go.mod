module github.com/hsinlabs/statuspage-go

go 1.21
