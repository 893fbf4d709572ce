module github.com/orbitdesk/shortlinks

go 1.22

require github.com/go-chi/chi/v5 v5.1.0
