package github

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strings"

	"github.com/marta-k/hookrelay/internal/slack"
)

const maxPayload = 25 << 20 // GitHub caps webhook payloads at 25 MB

type Handler struct {
	secret   []byte
	ignored  []string
	notifier *slack.Notifier
	logger   *slog.Logger
}

func NewHandler(secret string, ignored []string, n *slack.Notifier, logger *slog.Logger) *Handler {
	return &Handler{secret: []byte(secret), ignored: ignored, notifier: n, logger: logger}
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxPayload))
	if err != nil {
		h.logger.Warn("github: read body", "err", err)
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}

	sig := r.Header.Get("X-Hub-Signature-256")
	if err := VerifySignature(h.secret, body, sig); err != nil {
		h.logger.Warn("github: signature mismatch",
			"event", r.Header.Get("X-GitHub-Event"),
			"delivery", r.Header.Get("X-GitHub-Delivery"),
			"err", err)
		http.Error(w, "invalid signature", http.StatusUnauthorized)
		return
	}

	switch event := r.Header.Get("X-GitHub-Event"); event {
	case "ping":
		w.WriteHeader(http.StatusNoContent)
	case "push":
		var p PushEvent
		if err := json.Unmarshal(body, &p); err != nil {
			http.Error(w, "bad payload", http.StatusBadRequest)
			return
		}
		branch := strings.TrimPrefix(p.Ref, "refs/heads/")
		if slices.Contains(h.ignored, branch) {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		if err := h.notifier.Push(r.Context(), p.Repository.FullName, branch, p.Pusher.Name, len(p.Commits), p.Compare); err != nil {
			h.logger.Error("github: slack", "err", err)
			http.Error(w, "upstream", http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}
