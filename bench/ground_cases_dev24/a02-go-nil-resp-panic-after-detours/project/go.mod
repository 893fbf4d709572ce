module github.com/parcelry/shipments

go 1.23.0

require (
	github.com/go-chi/chi/v5 v5.1.0
	github.com/redis/go-redis/v9 v9.6.1
	golang.org/x/sync v0.8.0
)

require (
	github.com/cespare/xxhash/v2 v2.2.0 // indirect
	github.com/dgryski/go-rendezvous v0.0.0-20200823014737-9f7001d12a5f // indirect
)
