package api

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/halyard-iot/fleetd/internal/store"
)

func NewRouter(s *store.Store) chi.Router {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.RealIP, middleware.Recoverer)

	devices := deviceHandler{store: s}
	firmware := firmwareHandler{store: s}

	r.Route("/api/v1", func(r chi.Router) {
		r.Get("/devices", devices.list)
		r.Get("/devices/{id}", devices.get)
		r.Patch("/devices/{id}", devices.patch)
		r.Get("/firmware", firmware.list)
	})
	r.Get("/healthz", healthz(s))
	r.Get("/version", versionHandler)
	r.Method(http.MethodGet, "/metrics", metricsHandler())
	return r
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func httpError(w http.ResponseWriter, err error) {
	slog.Error("request failed", "err", err)
	http.Error(w, "internal error", http.StatusInternalServerError)
}
