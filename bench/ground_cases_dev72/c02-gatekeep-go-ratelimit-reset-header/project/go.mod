module github.com/quotahq/gatekeep

go 1.22

require github.com/go-chi/chi/v5 v5.1.0
