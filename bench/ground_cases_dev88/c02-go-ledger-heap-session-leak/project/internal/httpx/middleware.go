package httpx

import (
	"context"
	"log"
	"net/http"
	"strings"
	"time"

	"github.com/hexa-fin/ledger-api/internal/session"
)

type ctxKey struct{}

func SessionFrom(ctx context.Context) *session.Session {
	s, _ := ctx.Value(ctxKey{}).(*session.Session)
	return s
}

func RequireSession(store *session.Store, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := strings.TrimPrefix(r.Header.Get("Authorization"), "Session ")
		sess, ok := store.Get(id)
		if !ok {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		store.Touch(sess)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, sess)))
	})
}

type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(p []byte) (int, error) {
	n, err := w.ResponseWriter.Write(p)
	w.bytes += int64(n)
	return n, err
}

func Logger(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(sw, r)
		log.Printf("%s %s %d %dB %s", r.Method, r.URL.Path, sw.status, sw.bytes, time.Since(start))
	})
}
