package auth

import (
	"net/http"
	"strings"
)

// StaticTokens is a set of accepted tokens loaded from a comma-separated env var.
type StaticTokens map[string]struct{}

func NewStaticTokens(csv string) StaticTokens {
	t := StaticTokens{}
	for _, tok := range strings.Split(csv, ",") {
		if tok = strings.TrimSpace(tok); tok != "" {
			t[tok] = struct{}{}
		}
	}
	return t
}

func Middleware(tokens StaticTokens, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok, err := tokenFrom(r)
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		if _, ok := tokens[tok]; !ok {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}
