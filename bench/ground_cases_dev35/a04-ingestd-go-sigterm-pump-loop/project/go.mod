module github.com/northwind-labs/ingestd

go 1.22
