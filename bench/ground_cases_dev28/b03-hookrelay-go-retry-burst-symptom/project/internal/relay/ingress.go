package relay

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
)

type ingressRequest struct {
	URL     string            `json:"url"`
	Headers map[string]string `json:"headers"`
	Body    json.RawMessage   `json:"body"`
}

// NewIngress accepts POST /deliveries and queues them for the workers.
func NewIngress(queue chan<- Delivery) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/deliveries", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		raw, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read body", http.StatusBadRequest)
			return
		}
		var in ingressRequest
		if err := json.Unmarshal(raw, &in); err != nil || in.URL == "" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		id := newID()
		select {
		case queue <- Delivery{ID: id, URL: in.URL, Body: in.Body, Headers: in.Headers}:
			w.WriteHeader(http.StatusAccepted)
			_, _ = w.Write([]byte(id))
		default:
			http.Error(w, "queue full", http.StatusServiceUnavailable)
		}
	})
	return mux
}

func newID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
