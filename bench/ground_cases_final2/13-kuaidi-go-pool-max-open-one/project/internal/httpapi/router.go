package httpapi

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/kuaidi-team/tracker/internal/cache"
	"github.com/kuaidi-team/tracker/internal/store"
)

func Router(st *store.Store, c *cache.Cache) http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.RealIP, middleware.Recoverer)
	r.Use(middleware.Timeout(5 * time.Second))
	h := &shipmentHandler{store: st, cache: c}
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	r.Get("/api/shipments", h.list)
	r.Get("/api/shipments/{id}", h.get)
	return r
}
