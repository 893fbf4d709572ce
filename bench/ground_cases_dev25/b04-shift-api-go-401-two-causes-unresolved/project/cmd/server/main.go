package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/redis/go-redis/v9"

	"github.com/kumo-hr/shift-api/internal/auth"
	"github.com/kumo-hr/shift-api/internal/handlers"
	"github.com/kumo-hr/shift-api/internal/middleware"
)

func main() {
	rdb := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})
	store := auth.NewRedisKeyStore(rdb)
	keys := auth.NewKeyCache(store, 5*time.Minute)
	if err := keys.Refresh(context.Background()); err != nil {
		slog.Error("load signing keys", "err", err)
		os.Exit(1)
	}
	issuer := auth.NewIssuer(store, keys)

	r := chi.NewRouter()
	r.Post("/api/login", handlers.Login(issuer))
	r.Group(func(r chi.Router) {
		r.Use(middleware.RequireAuth(issuer))
		r.Get("/api/me", handlers.Me)
		r.Get("/api/shifts", handlers.ListShifts)
		r.Post("/api/shifts/{id}/swap", handlers.RequestSwap)
	})

	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	slog.Info("listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		slog.Error("server", "err", err)
		os.Exit(1)
	}
}
