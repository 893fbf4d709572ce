package main

import (
	"database/sql"
	"log"
	"log/slog"
	"net/http"
	"os"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/hibari-works/shift-api/internal/handler"
	"github.com/hibari-works/shift-api/internal/store"
)

func main() {
	logger := slog.New(slog.NewTextHandler(os.Stdout, nil))
	loc, err := time.LoadLocation(envOr("APP_TIMEZONE", "Asia/Tokyo"))
	if err != nil {
		log.Fatalf("timezone: %v", err)
	}
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer db.Close()
	shifts := handler.NewShiftHandler(store.NewShiftStore(db), loc, logger)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/shifts", shifts.List)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	addr := envOr("LISTEN_ADDR", ":8080")
	logger.Info("listening", "addr", addr, "tz", loc.String())
	if err := http.ListenAndServe(addr, mux); err != nil {
		log.Fatal(err)
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
