module github.com/acme/shortlink

go 1.23

require github.com/redis/go-redis/v9 v9.6.1

require (
	github.com/cespare/xxhash/v2 v2.2.0 // indirect
	github.com/dgryski/go-rendezvous v0.0.0-20200823014737-9f7001d12a5f // indirect
)
