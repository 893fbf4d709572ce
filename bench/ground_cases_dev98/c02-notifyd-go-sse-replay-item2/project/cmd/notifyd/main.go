package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/lanyun/notifyd/internal/sse"
	"github.com/lanyun/notifyd/internal/store"
)

type notifyRequest struct {
	UserID string          `json:"user_id"`
	Kind   string          `json:"kind"`
	Data   json.RawMessage `json:"data"`
}

func main() {
	hub := sse.NewHub()
	backlog := store.NewReplay(200)

	mux := http.NewServeMux()
	mux.Handle("GET /events", &sse.Handler{Hub: hub, Backlog: backlog, UserID: userFromRequest})
	mux.HandleFunc("POST /internal/notify", func(w http.ResponseWriter, r *http.Request) {
		var req notifyRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.UserID == "" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		e := backlog.Append(sse.Event{UserID: req.UserID, Kind: req.Kind, Data: string(req.Data), At: time.Now()})
		hub.Publish(e)
		w.WriteHeader(http.StatusAccepted)
	})

	srv := &http.Server{
		Addr:              ":" + envOr("PORT", "8090"),
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
		// no WriteTimeout: event streams stay open for hours
	}
	log.Printf("notifyd listening on %s", srv.Addr)
	log.Fatal(srv.ListenAndServe())
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

// userFromRequest trusts the X-User-ID header set by the gateway after it checked the session.
func userFromRequest(r *http.Request) (string, bool) {
	id := r.Header.Get("X-User-ID")
	return id, id != ""
}
