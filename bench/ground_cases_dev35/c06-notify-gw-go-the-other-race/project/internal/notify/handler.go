package notify

import (
	"encoding/json"
	"log/slog"
	"net/http"
)

type request struct {
	Channel string            `json:"channel"` // sms | email | wecom
	To      string            `json:"to"`
	Tpl     string            `json:"tpl"`
	Vars    map[string]string `json:"vars"`
}

type Handler struct {
	log *slog.Logger
}

func NewHandler(log *slog.Logger) *Handler {
	return &Handler{log: log}
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	switch req.Channel {
	case "sms", "email", "wecom":
	default:
		http.Error(w, "unknown channel", http.StatusBadRequest)
		return
	}
	h.log.Info("notify queued", "channel", req.Channel, "tpl", req.Tpl)
	w.WriteHeader(http.StatusAccepted)
}
