package server

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
)

// maxLoggedBody caps how much of a request body ends up in the debug log.
const maxLoggedBody = 64 << 10

// BodyLog logs the request body at debug level and puts it back for the next handler.
func BodyLog(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Body == nil || !logger.Enabled(r.Context(), slog.LevelDebug) {
				next.ServeHTTP(w, r)
				return
			}
			buf, err := io.ReadAll(io.LimitReader(r.Body, maxLoggedBody))
			r.Body.Close()
			if err != nil {
				http.Error(w, "read body", http.StatusBadRequest)
				return
			}
			logger.Debug("request body", "path", r.URL.Path, "bytes", len(buf), "body", string(buf))
			r.Body = io.NopCloser(bytes.NewReader(buf))
			next.ServeHTTP(w, r)
		})
	}
}
