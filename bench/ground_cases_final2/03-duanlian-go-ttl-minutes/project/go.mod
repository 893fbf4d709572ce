module github.com/lanshan-tech/duanlian

go 1.23

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/google/uuid v1.6.0
)
