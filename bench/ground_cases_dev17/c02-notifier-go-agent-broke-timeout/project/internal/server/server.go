package server

import (
	"encoding/json"
	"net/http"

	"github.com/acme/notifier/internal/config"
	"github.com/acme/notifier/internal/limiter"
)

type sendRequest struct {
	Tenant  string `json:"tenant"`
	To      string `json:"to"`
	Subject string `json:"subject"`
	Body    string `json:"body"`
}

// New wires the HTTP routes of the notifier.
func New(cfg *config.Config, lim *limiter.PerTenant) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("POST /send", func(w http.ResponseWriter, r *http.Request) {
		var req sendRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Tenant == "" || req.To == "" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		if !lim.Allow(req.Tenant) {
			http.Error(w, "rate limited", http.StatusTooManyRequests)
			return
		}
		if err := deliver(r.Context(), cfg, req); err != nil {
			http.Error(w, "delivery failed", http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	})
	return mux
}
