package main

import (
	"context"
	"database/sql"
	"log/slog"
	"net/http"
	"os"
	"strconv"

	"github.com/kuaibao/notify-svc/internal/api"
	"github.com/kuaibao/notify-svc/internal/metrics"
	"github.com/kuaibao/notify-svc/internal/template"
)

type dbSource struct{ db *sql.DB }

func (s dbSource) Load(ctx context.Context, name string) (string, error) {
	var body string
	err := s.db.QueryRowContext(ctx, "SELECT body FROM templates WHERE name = $1 AND active", name).Scan(&body)
	return body, err
}

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Error("open db", "err", err)
		os.Exit(1)
	}
	size, _ := strconv.Atoi(os.Getenv("TEMPLATE_CACHE_SIZE"))
	h := &api.Handler{
		Templates: template.NewStore(dbSource{db}, size),
		Sender:    newSender(log),
		Sent:      metrics.NewCounter("sent"),
		Log:       log,
	}
	addr := ":8080"
	log.Info("listening", "addr", addr)
	if err := http.ListenAndServe(addr, api.Router(h, os.Getenv("NOTIFY_ADMIN_TOKEN"))); err != nil {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
