package handler

import (
	"bytes"
	"errors"
	"io"
	"log/slog"
	"net/http"

	"github.com/google/uuid"

	"github.com/fernhill/notify/internal/store"
)

const maxBody = 1 << 20

type Webhook struct {
	Store  store.Store
	Client *http.Client
	Log    *slog.Logger
}

func (h *Webhook) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	source := r.PathValue("source")
	reqID := r.Header.Get("X-Request-ID")
	if reqID == "" {
		reqID = uuid.NewString()
	}
	log := h.Log.With("request_id", reqID, "source", source)
	w.Header().Set("X-Request-ID", reqID)
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		http.Error(w, "cannot read body", http.StatusBadRequest)
		return
	}
	subs, err := h.Store.BySource(source)
	if errors.Is(err, store.ErrNotFound) {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	for _, sub := range subs {
		h.deliver(log, sub, body)
	}
	w.WriteHeader(http.StatusAccepted)
}

func (h *Webhook) deliver(log *slog.Logger, sub *store.Subscriber, body []byte) {
	req, err := http.NewRequest(http.MethodPost, sub.Channel.URL, bytes.NewReader(body))
	if err != nil {
		log.Error("build request", "sub", sub.ID, "err", err)
		return
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := h.Client.Do(req)
	if err != nil {
		log.Warn("delivery failed", "sub", sub.ID, "err", err)
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		log.Warn("delivery rejected", "sub", sub.ID, "status", resp.StatusCode)
	}
}
