package handlers

import (
	"encoding/json"
	"net/http"

	"github.com/lanhai/notify-gateway/internal/audit"
	"github.com/lanhai/notify-gateway/internal/upstream"
)

type Handlers struct {
	up    *upstream.Client
	audit *audit.Log
	dir   string
}

func New(up *upstream.Client, a *audit.Log, dir string) *Handlers {
	return &Handlers{up: up, audit: a, dir: dir}
}

func (h *Handlers) Notify(w http.ResponseWriter, r *http.Request) {
	var m upstream.Message
	if err := json.NewDecoder(r.Body).Decode(&m); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	if m.UserID == "" || m.Title == "" {
		http.Error(w, "user_id and title required", http.StatusBadRequest)
		return
	}
	if err := h.up.Send(r.Context(), m); err != nil {
		http.Error(w, "upstream failed", http.StatusBadGateway)
		return
	}
	h.audit.Record("notify", m.UserID, m.Channel)
	w.WriteHeader(http.StatusAccepted)
}
