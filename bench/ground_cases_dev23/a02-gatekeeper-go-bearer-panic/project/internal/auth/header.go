package auth

import (
	"errors"
	"strings"
)

// ErrMissingToken is returned when the request carries no usable bearer token.
var ErrMissingToken = errors.New("auth: missing authorization header")

// ErrUnsupportedScheme is returned for anything but Bearer tokens.
var ErrUnsupportedScheme = errors.New("auth: unsupported authorization scheme")

// parseAuthorization returns the token of a "Bearer <token>" header value.
// Only the Bearer scheme is accepted; the scheme is case-insensitive.
func parseAuthorization(h string) (string, error) {
	h = strings.TrimSpace(h)
	if h == "" {
		return "", ErrMissingToken
	}
	parts := strings.SplitN(h, " ", 2)
	if !strings.EqualFold(parts[0], "bearer") {
		return "", ErrUnsupportedScheme
	}
	token := strings.TrimSpace(parts[1])
	return token, nil
}

// redactToken keeps the first and last four characters for log lines.
func redactToken(tok string) string {
	if len(tok) < 12 {
		return "***"
	}
	return tok[:4] + "…" + tok[len(tok)-4:]
}
