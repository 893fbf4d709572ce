package main

import (
	"database/sql"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/acme/fulfil/internal/order"
	"github.com/acme/fulfil/internal/pg"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Error("open db", "err", err)
		os.Exit(1)
	}
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.RealIP)
	h := &order.Handler{Store: pg.NewOrderStore(db), Log: log}
	h.Routes(r)
	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Info("listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil {
		log.Error("serve", "err", err)
	}
}
