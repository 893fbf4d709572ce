package webhook

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/qiyu-tech/notifyhub/internal/config"
)

type Event struct {
	Type  string `json:"type"`
	Actor string `json:"actor"`
	Text  string `json:"text"`
	URL   string `json:"url"`
}

type Dispatcher struct {
	client *http.Client
	cfg    config.Config
}

func NewDispatcher(client *http.Client, cfg config.Config) *Dispatcher {
	return &Dispatcher{client: client, cfg: cfg}
}

func (d *Dispatcher) Dispatch(ctx context.Context, ev Event) {
	if d.cfg.SlackWebhookURL != "" {
		body, err := buildSlackPayload(ev)
		if err == nil {
			err = deliver(ctx, d.client, d.cfg.SlackWebhookURL, body, d.cfg.MaxAttempts)
		}
		if err != nil {
			slog.Error("slack delivery failed", "event", ev.Type, "err", err)
		}
	}
	if d.cfg.TeamsWebhookURL != "" {
		body, err := buildTeamsCard(ev)
		if err == nil {
			err = deliver(ctx, d.client, d.cfg.TeamsWebhookURL, body, d.cfg.MaxAttempts)
		}
		if err != nil {
			slog.Error("teams delivery failed", "event", ev.Type, "err", err)
		}
	}
}
