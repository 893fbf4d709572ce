module github.com/qinglan/ordersvc

go 1.22

require github.com/go-chi/chi/v5 v5.0.12
