module github.com/tsubame-labs/reportsvc

go 1.23

require github.com/go-chi/chi/v5 v5.1.0
