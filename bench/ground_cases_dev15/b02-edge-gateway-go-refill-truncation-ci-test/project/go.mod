module github.com/hoshino-labs/edge-gateway

go 1.22

require github.com/go-chi/chi/v5 v5.0.12
