package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/hokuto/catalog-api/internal/cache"
	"github.com/hokuto/catalog-api/internal/catalog"
	"github.com/hokuto/catalog-api/internal/pg"
)

func main() {
	db, err := pg.Open(os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	// 在庫数を含むので短め。商品マスタの変更は webhook で即時パージされる
	productCache := cache.New(1 * time.Minute)
	h := catalog.NewHandler(pg.NewProductStore(db), productCache)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /products", h.List)
	mux.HandleFunc("POST /webhooks/product-updated", func(w http.ResponseWriter, r *http.Request) {
		productCache.PurgePrefix("products:")
		w.WriteHeader(http.StatusNoContent)
	})

	addr := ":" + envOr("PORT", "8080")
	log.Printf("listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
