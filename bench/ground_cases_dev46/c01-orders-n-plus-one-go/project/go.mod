module github.com/lanhai/shopapi

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/jmoiron/sqlx v1.3.5
	github.com/lib/pq v1.10.9
)
