package gitlab

import (
	"crypto/subtle"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strings"

	"github.com/marta-k/hookrelay/internal/slack"
)

type pushHook struct {
	Ref          string `json:"ref"`
	UserUsername string `json:"user_username"`
	TotalCommits int    `json:"total_commits_count"`
	Project      struct {
		PathWithNamespace string `json:"path_with_namespace"`
		WebURL            string `json:"web_url"`
	} `json:"project"`
}

type Handler struct {
	token    []byte
	notifier *slack.Notifier
	logger   *slog.Logger
}

func NewHandler(token string, n *slack.Notifier, logger *slog.Logger) *Handler {
	return &Handler{token: []byte(token), notifier: n, logger: logger}
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	got := []byte(r.Header.Get("X-Gitlab-Token"))
	if len(h.token) == 0 || subtle.ConstantTimeCompare(got, h.token) != 1 {
		h.logger.Warn("gitlab: bad token")
		http.Error(w, "invalid token", http.StatusUnauthorized)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 25<<20))
	if err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	var p pushHook
	if err := json.Unmarshal(body, &p); err != nil {
		h.logger.Warn("gitlab: bad payload", "err", err)
		http.Error(w, "bad payload", http.StatusBadRequest)
		return
	}
	branch := strings.TrimPrefix(p.Ref, "refs/heads/")
	if err := h.notifier.Push(r.Context(), p.Project.PathWithNamespace, branch, p.UserUsername, p.TotalCommits, p.Project.WebURL); err != nil {
		http.Error(w, "upstream", http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
