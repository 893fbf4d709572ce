package main

import (
	"encoding/json"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"time"

	"github.com/ferrow/quota-gw/internal/httpx"
)

func loadKeys(path string) map[string]string {
	keys := map[string]string{}
	f, err := os.Open(path)
	if err != nil {
		log.Printf("no key table at %s, using prefixes only", path)
		return keys
	}
	defer f.Close()
	if err := json.NewDecoder(f).Decode(&keys); err != nil {
		log.Fatalf("key table: %v", err)
	}
	return keys
}

func main() {
	upstream, err := url.Parse(getenv("UPSTREAM_URL", "http://localhost:9000"))
	if err != nil {
		log.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(upstream)
	rl := httpx.NewRateLimit(loadKeys(getenv("KEY_TABLE", "keys.json")))

	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"ok":true}`))
	})
	mux.Handle("/", rl.Wrap(proxy))

	srv := &http.Server{
		Addr:              getenv("ADDR", ":8080"),
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("quota-gw listening on %s -> %s", srv.Addr, upstream)
	log.Fatal(srv.ListenAndServe())
}

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
