module github.com/aoi/catalog

go 1.22
