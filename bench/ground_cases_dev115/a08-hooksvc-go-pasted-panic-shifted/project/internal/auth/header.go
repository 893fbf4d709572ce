package auth

import (
	"errors"
	"net/http"
	"strings"
)

var ErrNoToken = errors.New("auth: missing bearer token")

// tokenFrom returns the bearer token of a request: from the Authorization
// header, or else from the ?token= query parameter (browser WebSocket clients
// cannot set headers).
func tokenFrom(r *http.Request) (string, error) {
	if h := r.Header.Get("Authorization"); h != "" {
		return parseBearer(h)
	}
	if q := r.URL.Query().Get("token"); q != "" {
		return q, nil
	}
	return "", ErrNoToken
}

// parseBearer extracts the token from an Authorization header value
// of the form "Bearer <token>".
func parseBearer(h string) (string, error) {
	if h == "" {
		return "", ErrNoToken
	}
	parts := strings.SplitN(h, " ", 2)
	if !strings.EqualFold(parts[0], "Bearer") {
		return "", ErrNoToken
	}
	return strings.TrimSpace(parts[1]), nil
}
