module example.com/catalog

go 1.19
