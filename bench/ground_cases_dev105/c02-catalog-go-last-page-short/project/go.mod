module github.com/shopline-dev/catalog-svc

go 1.22

require (
	github.com/go-chi/chi/v5 v5.1.0
	github.com/lib/pq v1.10.9
)
