module github.com/acme/edge-api

go 1.22
