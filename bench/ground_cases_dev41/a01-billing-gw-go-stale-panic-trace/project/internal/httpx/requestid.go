package httpx

import (
	"context"
	"net/http"

	"github.com/google/uuid"
)

// HeaderRequestID is read from the caller (the load balancer sets it) and echoed back.
const HeaderRequestID = "X-Request-ID"

type ridKey struct{}

// RequestID makes sure every request has an id: the incoming X-Request-ID if it looks
// sane, a new UUIDv4 otherwise. The id is echoed in the response header.
func RequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(HeaderRequestID)
		if id == "" || len(id) > 128 {
			id = uuid.NewString()
		}
		w.Header().Set(HeaderRequestID, id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ridKey{}, id)))
	})
}

// RequestIDFrom returns the request id stored by RequestID, or "-" outside a request.
func RequestIDFrom(ctx context.Context) string {
	if id, ok := ctx.Value(ridKey{}).(string); ok {
		return id
	}
	return "-"
}
