package chat

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/google/uuid"

	"github.com/minato-dev/kotoba-gw/internal/anthropic"
	"github.com/minato-dev/kotoba-gw/internal/cost"
)

const defaultModel = "claude-sonnet-4-5"

type Handler struct {
	client *anthropic.Client
	meter  *cost.Meter
	log    *slog.Logger
}

func NewHandler(c *anthropic.Client, m *cost.Meter, l *slog.Logger) *Handler {
	return &Handler{client: c, meter: m, log: l}
}

type chatRequest struct {
	Model    string              `json:"model"`
	System   string              `json:"system"`
	Messages []anthropic.Message `json:"messages"`
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var in chatRequest
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	if in.Model == "" {
		in.Model = defaultModel
	}
	reqID := uuid.NewString()

	body, err := h.client.Stream(r.Context(), anthropic.Request{
		Model: in.Model, System: in.System, Messages: in.Messages, MaxTokens: 2048,
	})
	if err != nil {
		h.log.Error("upstream", "req", reqID, "err", err)
		http.Error(w, "upstream error", http.StatusBadGateway)
		return
	}
	defer body.Close()

	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}

	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Request-ID", reqID)

	res, err := anthropic.Collect(body, func(s string) {
		b, _ := json.Marshal(map[string]string{"text": s})
		fmt.Fprintf(w, "data: %s\n\n", b)
		flusher.Flush()
	})
	if err != nil {
		h.log.Error("stream", "req", reqID, "err", err)
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
	flusher.Flush()
	h.meter.Record(reqID, in.Model, res.Usage)
}
