module github.com/parcelpoint/tracking-api

go 1.23

require github.com/go-chi/chi/v5 v5.1.0
