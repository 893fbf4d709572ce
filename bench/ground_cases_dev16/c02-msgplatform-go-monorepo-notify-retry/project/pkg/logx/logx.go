// Package logx wraps slog with the fields every service logs.
package logx

import (
	"context"
	"log/slog"
	"os"
)

type ctxKey struct{}

// New returns a JSON logger tagged with the service name.
func New(service string) *slog.Logger {
	h := slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: level()})
	return slog.New(h).With("service", service)
}

func level() slog.Level {
	if os.Getenv("LOG_DEBUG") == "1" {
		return slog.LevelDebug
	}
	return slog.LevelInfo
}

// With stores a logger in the context.
func With(ctx context.Context, l *slog.Logger) context.Context {
	return context.WithValue(ctx, ctxKey{}, l)
}

// From returns the context's logger, or the default one.
func From(ctx context.Context) *slog.Logger {
	if l, ok := ctx.Value(ctxKey{}).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}
