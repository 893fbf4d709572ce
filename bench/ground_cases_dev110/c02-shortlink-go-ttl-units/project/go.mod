module github.com/qiaofeng/shortlink

go 1.21

require github.com/go-chi/chi/v5 v5.0.12
