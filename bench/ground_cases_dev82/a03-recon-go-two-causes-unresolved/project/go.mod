module github.com/lumenwerk/recon

go 1.23

require github.com/shopspring/decimal v1.4.0
