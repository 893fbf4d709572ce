package handler

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/quayside/linkshort/internal/store"
)

var slugPattern = regexp.MustCompile(`^[A-Za-z0-9]{4,16}$`)

// Resolver is the part of the store the redirect handler needs.
type Resolver interface {
	Resolve(ctx context.Context, slug string) (string, error)
}

// Redirect sends GET /{slug} to the slug's target.
type Redirect struct {
	store Resolver
	log   *slog.Logger
}

func NewRedirect(s Resolver, log *slog.Logger) *Redirect {
	return &Redirect{store: s, log: log}
}

func (h *Redirect) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	slug := strings.TrimPrefix(r.URL.Path, "/")
	if !slugPattern.MatchString(slug) {
		http.NotFound(w, r)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 500*time.Millisecond)
	defer cancel()

	target, err := h.store.Resolve(ctx, slug)
	if errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		h.log.Error("resolve failed", "slug", slug, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, target, http.StatusMovedPermanently)
}
