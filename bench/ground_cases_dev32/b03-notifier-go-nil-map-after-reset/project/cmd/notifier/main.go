package main

import (
	"encoding/json"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/hoshino-dev/notifier/internal/dedup"
)

type event struct {
	UserID   string `json:"user_id"`
	Template string `json:"template"`
}

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	ttl := flag.Duration("dedup-ttl", 10*time.Minute, "how long a sent notification is remembered")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	store := dedup.NewStore(*ttl)

	go func() {
		for range time.Tick(time.Minute) {
			if n := store.Sweep(); n > 0 {
				log.Info("dedup sweep", "dropped", n)
			}
		}
	}()

	r := chi.NewRouter()
	r.Post("/events", func(w http.ResponseWriter, req *http.Request) {
		var ev event
		if err := json.NewDecoder(req.Body).Decode(&ev); err != nil {
			http.Error(w, "bad event", http.StatusBadRequest)
			return
		}
		if !store.MarkIfNew(ev.UserID + ":" + ev.Template) {
			w.WriteHeader(http.StatusAccepted) // duplicate: already sent
			return
		}
		log.Info("notify", "user", ev.UserID, "template", ev.Template)
		w.WriteHeader(http.StatusAccepted)
	})
	r.Post("/admin/dedup/reset", func(w http.ResponseWriter, _ *http.Request) {
		store.Reset()
		w.WriteHeader(http.StatusNoContent)
	})

	log.Info("listening", "addr", *addr)
	if err := http.ListenAndServe(*addr, r); err != nil {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
