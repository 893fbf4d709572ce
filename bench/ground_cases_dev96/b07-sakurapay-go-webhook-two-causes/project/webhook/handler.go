package webhook

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
)

// maxBodyBytes caps how much of a request body is read.
const maxBodyBytes = 64 << 10

// Handler returns an http.Handler that verifies each request and passes the event to fn.
// It answers 400 to requests that fail verification, 500 when fn fails (Sakurapay will
// retry) and 204 otherwise.
func Handler(secret string, fn func(context.Context, *Event) error, opts ...Option) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		payload, err := io.ReadAll(io.LimitReader(r.Body, maxBodyBytes))
		if err != nil {
			http.Error(w, "cannot read body", http.StatusBadRequest)
			return
		}
		ev, err := Verify(payload, r.Header.Get(SignatureHeader), secret, opts...)
		if err != nil {
			status := http.StatusBadRequest
			if !errors.Is(err, ErrSignatureMismatch) && !errors.Is(err, ErrTooOld) &&
				!errors.Is(err, ErrInvalidHeader) && !errors.Is(err, ErrMissingHeader) {
				status = http.StatusUnprocessableEntity
			}
			slog.WarnContext(r.Context(), "sakurapay webhook rejected", "err", err, "bytes", len(payload))
			http.Error(w, err.Error(), status)
			return
		}
		if err := fn(r.Context(), ev); err != nil {
			slog.ErrorContext(r.Context(), "sakurapay webhook handler failed", "event", ev.ID, "err", err)
			http.Error(w, "handler failed", http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}
