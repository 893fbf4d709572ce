module github.com/kaede-shop/payments

go 1.22
