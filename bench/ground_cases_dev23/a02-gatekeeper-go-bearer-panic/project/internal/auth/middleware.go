package auth

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
)

type ctxKey struct{}

// Verifier checks a bearer token and returns the subject it belongs to.
type Verifier interface {
	Verify(ctx context.Context, token string) (subject string, err error)
}

// Middleware rejects requests without a valid bearer token.
type Middleware struct {
	Next     http.Handler
	Verifier Verifier
	Log      *slog.Logger
}

func (m *Middleware) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/healthz" {
		m.Next.ServeHTTP(w, r)
		return
	}
	token, err := parseAuthorization(r.Header.Get("Authorization"))
	if err != nil {
		status := http.StatusUnauthorized
		if errors.Is(err, ErrUnsupportedScheme) {
			status = http.StatusBadRequest
		}
		http.Error(w, http.StatusText(status), status)
		return
	}
	subject, err := m.Verifier.Verify(r.Context(), token)
	if err != nil {
		m.Log.Info("token rejected", "token", redactToken(token), "err", err)
		http.Error(w, http.StatusText(http.StatusUnauthorized), http.StatusUnauthorized)
		return
	}
	ctx := context.WithValue(r.Context(), ctxKey{}, subject)
	m.Next.ServeHTTP(w, r.WithContext(ctx))
}

// Subject returns the authenticated subject stored by Middleware.
func Subject(ctx context.Context) (string, bool) {
	s, ok := ctx.Value(ctxKey{}).(string)
	return s, ok
}
