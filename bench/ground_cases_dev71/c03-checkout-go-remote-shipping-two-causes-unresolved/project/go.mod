module github.com/lvye-shop/checkout

go 1.22

require github.com/go-chi/chi/v5 v5.1.0
