package main

import (
	"log"
	"net/http"
	"os"
	"strconv"

	"github.com/kaito/ordersvc/internal/cache"
	api "github.com/kaito/ordersvc/internal/http"
	"github.com/kaito/ordersvc/internal/store"
)

func main() {
	dsn := os.Getenv("DATABASE_URL")
	db, err := store.Open(dsn)
	if err != nil {
		log.Fatalf("open store: %v", err)
	}
	defer db.Close()

	size, _ := strconv.Atoi(os.Getenv("CACHE_SIZE"))
	h := &api.OrderHandler{Store: db, Cache: cache.NewLRU(size)}

	mux := http.NewServeMux()
	mux.HandleFunc("GET /orders", h.List)
	mux.HandleFunc("GET /orders/{id}", h.Get)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })

	addr := ":" + os.Getenv("PORT")
	log.Printf("ordersvc listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}
