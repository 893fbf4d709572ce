package server

import (
	"log/slog"
	"net/http"

	"github.com/marta-k/hookrelay/internal/config"
	"github.com/marta-k/hookrelay/internal/github"
	"github.com/marta-k/hookrelay/internal/gitlab"
	"github.com/marta-k/hookrelay/internal/slack"
)

// New wires the routes and the middleware chain.
func New(cfg *config.Config, n *slack.Notifier, logger *slog.Logger) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("POST /hooks/github", github.NewHandler(cfg.GitHubSecret, cfg.IgnoredBranches, n, logger))
	mux.Handle("POST /hooks/gitlab", gitlab.NewHandler(cfg.GitLabToken, n, logger))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	})

	var h http.Handler = mux
	h = BodyLog(logger)(h)
	h = RequestID(h)
	return Recover(logger)(h)
}
