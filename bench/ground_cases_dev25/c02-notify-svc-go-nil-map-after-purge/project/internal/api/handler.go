package api

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/kuaibao/notify-svc/internal/metrics"
	"github.com/kuaibao/notify-svc/internal/template"
)

// Sender delivers a rendered message on one channel (sms, email, wecom).
type Sender interface {
	Send(r *http.Request, channel, to, body string) error
}

type Handler struct {
	Templates *template.Store
	Sender    Sender
	Sent      *metrics.Counter
	Log       *slog.Logger
}

type sendRequest struct {
	Channel  string         `json:"channel"`
	To       string         `json:"to"`
	Template string         `json:"template"`
	Data     map[string]any `json:"data"`
}

func (h *Handler) writeErr(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

// Send handles POST /v1/send.
func (h *Handler) Send(w http.ResponseWriter, r *http.Request) {
	var req sendRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		h.writeErr(w, http.StatusBadRequest, "invalid json")
		return
	}
	if req.Channel == "" || req.To == "" || req.Template == "" {
		h.writeErr(w, http.StatusBadRequest, "channel, to and template are required")
		return
	}
	body, err := h.Templates.Render(r.Context(), req.Template, req.Data)
	if err != nil {
		h.Log.Warn("render failed", "template", req.Template, "err", err)
		h.writeErr(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	if err := h.Sender.Send(r, req.Channel, req.To, body); err != nil {
		h.Log.Error("send failed", "channel", req.Channel, "err", err)
		h.writeErr(w, http.StatusBadGateway, "send failed")
		return
	}
	h.Sent.Inc(req.Channel)
	w.WriteHeader(http.StatusAccepted)
}

// PurgeTemplates handles POST /admin/cache/purge.
func (h *Handler) PurgeTemplates(w http.ResponseWriter, r *http.Request) {
	h.Templates.Invalidate()
	h.Log.Info("template cache purged", "by", r.Header.Get("X-Operator"))
	w.WriteHeader(http.StatusNoContent)
}

// Stats handles GET /debug/stats.
func (h *Handler) Stats(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(h.Sent.Snapshot())
}
