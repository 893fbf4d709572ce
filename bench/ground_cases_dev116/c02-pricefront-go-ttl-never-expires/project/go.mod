module github.com/chenhao/pricefront

go 1.22
