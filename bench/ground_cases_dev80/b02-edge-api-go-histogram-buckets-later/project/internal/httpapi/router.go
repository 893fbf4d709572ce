package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/mitsuboshi-dev/edge-api/internal/config"
	"github.com/mitsuboshi-dev/edge-api/internal/metrics"
)

func NewRouter(cfg config.Config, m *metrics.Metrics) http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(middleware.Recoverer)

	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	r.Handle("/metrics", m.Handler())

	up := newUpstream(cfg, m)
	r.Group(func(r chi.Router) {
		r.Use(m.Instrument)
		r.Get("/v1/users/{userID}", up.getUser)
		r.Get("/v1/users/{userID}/orders", up.listOrders)
		r.Get("/v1/orders/{orderID}", up.getOrder)
	})
	return r
}
