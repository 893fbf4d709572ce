package api

import (
	"encoding/json"
	"net/http"

	"github.com/kaito-dev/notifyd/internal/config"
)

type notifyRequest struct {
	Channel string `json:"channel"`
	Text    string `json:"text"`
}

// Register mounts the HTTP API on mux.
func Register(mux *http.ServeMux, cfg *config.Config) {
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("/v1/notify", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		var req notifyRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Text == "" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		if err := postSlack(r.Context(), cfg.SlackURL, req); err != nil {
			http.Error(w, "upstream error", http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	})
}
