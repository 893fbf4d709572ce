module github.com/lanshan/orderapi

go 1.22
