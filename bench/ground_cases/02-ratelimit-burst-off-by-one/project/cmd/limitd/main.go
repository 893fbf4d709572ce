package main

import (
	"flag"
	"log"
	"net/http"
	"time"

	"example.com/limitd/ratelimit"
)

func main() {
	burst := flag.Int("burst", 20, "bucket capacity per key")
	rate := flag.Float64("rate", 5, "tokens per second per key")
	addr := flag.String("addr", ":8089", "listen address")
	flag.Parse()

	limiter := ratelimit.NewKeyed(*burst, *rate, 10*time.Minute, nil)
	go func() {
		for range time.Tick(time.Minute) {
			limiter.Sweep()
		}
	}()

	http.HandleFunc("/allow", func(w http.ResponseWriter, r *http.Request) {
		key := r.URL.Query().Get("key")
		if key == "" {
			http.Error(w, "missing key", http.StatusBadRequest)
			return
		}
		if !limiter.Allow(key) {
			w.WriteHeader(http.StatusTooManyRequests)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
	log.Printf("limitd listening on %s", *addr)
	log.Fatal(http.ListenAndServe(*addr, nil))
}
