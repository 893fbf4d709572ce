module github.com/pagerline/pagerline-go

go 1.21
