module github.com/minato-shop/checkout

go 1.23
