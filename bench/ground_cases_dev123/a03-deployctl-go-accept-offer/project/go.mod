module github.com/northwind/deployctl

go 1.22
