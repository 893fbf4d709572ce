module github.com/acme/stockd

go 1.23

require github.com/google/uuid v1.6.0
