package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/tollgate-hq/tollgate/internal/auth"
	"github.com/tollgate-hq/tollgate/internal/store"
)

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	pool, err := pgxpool.New(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Error("db", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	users := store.NewUsers(pool)
	sessions := auth.NewSessions(pool, 14*24*time.Hour)
	limiter := auth.NewLimiter(envInt("AUTH_LOGIN_RATE_PER_MIN", 20), time.Minute)
	h := auth.NewHandler(users, sessions, limiter, log)

	r := chi.NewRouter()
	r.Post("/login", h.Login)
	r.Post("/logout", h.Logout)
	r.Group(func(r chi.Router) {
		r.Use(sessions.Require)
		r.Get("/me", h.Me)
	})

	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Info("listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil {
		log.Error("server", "err", err)
	}
}
