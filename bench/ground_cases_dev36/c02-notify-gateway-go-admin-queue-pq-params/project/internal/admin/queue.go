package admin

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"notify-gateway/internal/model"
)

type QueueReader interface {
	PeekPending(ctx context.Context, limit int) ([]model.Message, error)
}

type Handler struct {
	queue QueueReader
	log   *slog.Logger
}

func NewHandler(q QueueReader, log *slog.Logger) *Handler {
	return &Handler{queue: q, log: log}
}

// ServeQueue 处理 GET /admin/queue?limit=N，返回当前待发送的消息。
func (h *Handler) ServeQueue(w http.ResponseWriter, r *http.Request) {
	limit := 50
	if v := r.URL.Query().Get("limit"); v != "" {
		if n, err := strconv.Atoi(v); err == nil && n > 0 && n <= 500 {
			limit = n
		}
	}
	msgs, err := h.queue.PeekPending(r.Context(), limit)
	if err != nil {
		h.writeError(w, r, http.StatusInternalServerError, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"count": len(msgs), "messages": msgs})
}

func (h *Handler) writeError(w http.ResponseWriter, r *http.Request, status int, err error) {
	h.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "status", status, "err", err)
	http.Error(w, http.StatusText(status), status)
}
