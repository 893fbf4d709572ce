package main

import (
	"database/sql"
	"log"
	"net/http"

	_ "github.com/lib/pq"

	"github.com/qingyun/notify-svc/internal/notify"
)

func main() {
	cfg := notify.LoadConfig()
	db, err := sql.Open("postgres", cfg.DatabaseURL)
	if err != nil {
		log.Fatalf("open db: %v", err)
	}
	store := notify.NewStore(db)
	h := notify.NewHandler(store, cfg)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/notifications", h.Create)
	mux.HandleFunc("GET /v1/users/{id}/notifications", h.ListForUser)
	go notify.RunDispatcher(store, cfg)
	log.Printf("listening on %s", cfg.Addr)
	log.Fatal(http.ListenAndServe(cfg.Addr, mux))
}
