package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/lanfeng/shiftlog/internal/api"
	"github.com/lanfeng/shiftlog/internal/attendance"
	"github.com/lanfeng/shiftlog/internal/config"
	"github.com/lanfeng/shiftlog/internal/export"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	pool, err := pgxpool.New(context.Background(), cfg.DatabaseURL)
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer pool.Close()

	store := attendance.NewStore(pool)
	h := api.NewHandler(store, export.NewExporter(cfg.Location), cfg.Location)

	r := chi.NewRouter()
	r.Get("/api/punches", h.ListPunches)
	r.Get("/api/punches/export.csv", h.ExportPunches)

	addr := ":" + cfg.Port
	log.Printf("shiftlog listening on %s", addr)
	if err := http.ListenAndServe(addr, r); err != nil {
		log.Println(err)
		os.Exit(1)
	}
}
