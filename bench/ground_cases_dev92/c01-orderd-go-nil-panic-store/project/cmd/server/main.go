package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	_ "github.com/lib/pq"

	"github.com/acme/orderd/internal/handler"
	"github.com/acme/orderd/internal/store"
)

func main() {
	dsn := os.Getenv("DATABASE_URL")
	if dsn == "" {
		log.Fatal("DATABASE_URL is required")
	}
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		log.Fatalf("open db: %v", err)
	}
	db.SetMaxOpenConns(20)
	db.SetConnMaxIdleTime(5 * time.Minute)

	orders := handler.NewOrderHandler(store.NewOrderStore(db))

	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(middleware.Logger)
	r.Route("/api/orders", func(r chi.Router) {
		r.Get("/", orders.List)
		r.Get("/{id}", orders.Get)
		r.Post("/{id}/cancel", orders.Cancel)
	})

	addr := ":" + envOr("PORT", "8080")
	log.Printf("orderd listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, r))
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
