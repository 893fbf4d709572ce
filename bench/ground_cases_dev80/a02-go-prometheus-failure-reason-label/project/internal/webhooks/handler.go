package webhooks

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/tallyhq/hookrelay/internal/config"
	"github.com/tallyhq/hookrelay/internal/metrics"
)

type Handler struct {
	cfg    *config.Config
	client *http.Client
}

func NewHandler(cfg *config.Config, client *http.Client) *Handler {
	return &Handler{cfg: cfg, client: client}
}

// Receive verifies an incoming webhook and forwards it to the provider's target.
func (h *Handler) Receive(w http.ResponseWriter, r *http.Request) {
	provider := chi.URLParam(r, "provider")
	endpointID := chi.URLParam(r, "endpointID")
	target, ok := h.cfg.Targets[provider]
	if !ok || target == "" {
		http.Error(w, "unknown provider", http.StatusNotFound)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read body", http.StatusBadRequest)
		return
	}
	if err := verify(h.cfg.Secrets[provider], body, r.Header.Get("X-Signature")); err != nil {
		slog.Warn("rejected webhook", "provider", provider, "endpoint", endpointID, "err", err)
		metrics.WebhookFailures.WithLabelValues(provider, "bad_signature").Inc()
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	if err := h.forward(r, target, endpointID, body); err != nil {
		slog.Error("forward failed", "provider", provider, "endpoint", endpointID, "err", err)
		metrics.WebhookFailures.WithLabelValues(provider, err.Error()).Inc()
		http.Error(w, "upstream error", http.StatusBadGateway)
		return
	}
	metrics.Forwarded.WithLabelValues(provider).Inc()
	w.WriteHeader(http.StatusAccepted)
}

func (h *Handler) forward(r *http.Request, target, endpointID string, body []byte) error {
	url := fmt.Sprintf("%s/inbound/%s", target, endpointID)
	req, err := http.NewRequestWithContext(r.Context(), http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", r.Header.Get("Content-Type"))
	resp, err := h.client.Do(req)
	if err != nil {
		return fmt.Errorf("post %s: %w", url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("post %s: upstream status %d", url, resp.StatusCode)
	}
	return nil
}

// Ready reports whether every configured provider has a target and a secret.
func (h *Handler) Ready(w http.ResponseWriter, _ *http.Request) {
	for p, t := range h.cfg.Targets {
		if t != "" && h.cfg.Secrets[p] == "" {
			http.Error(w, "missing secret for "+p, http.StatusServiceUnavailable)
			return
		}
	}
	w.WriteHeader(http.StatusOK)
}
