package sms

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"time"

	"github.com/hexin-tech/notify-svc/internal/config"
)

type sendRequest struct {
	Phone    string `json:"phone"`
	Template string `json:"template"`
	Params   map[string]string `json:"params"`
}

var client = &http.Client{Timeout: 5 * time.Second}

// Handler forwards a send request to the SMS provider.
func Handler(cfg config.Config, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req sendRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Phone == "" || req.Template == "" {
			http.Error(w, "phone and template are required", http.StatusBadRequest)
			return
		}
		body, _ := json.Marshal(req)
		resp, err := client.Post(cfg.SMSProviderURL, "application/json", bytes.NewReader(body))
		if err != nil {
			log.Error("sms provider", "err", err)
			http.Error(w, "provider unavailable", http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		w.WriteHeader(resp.StatusCode)
	})
}
