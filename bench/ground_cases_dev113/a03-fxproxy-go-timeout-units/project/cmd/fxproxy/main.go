package main

import (
	"encoding/json"
	"log"
	"net/http"
	"strings"
	"time"

	"github.com/kofi/fxproxy/internal/cache"
	"github.com/kofi/fxproxy/internal/config"
	"github.com/kofi/fxproxy/internal/upstream"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	client := upstream.New(cfg)
	rates := cache.NewTTL(cfg.CacheEntries, 30*time.Second)

	mux := http.NewServeMux()
	mux.HandleFunc("/rate/", func(w http.ResponseWriter, r *http.Request) {
		parts := strings.Split(strings.TrimPrefix(r.URL.Path, "/rate/"), "/")
		if len(parts) != 2 {
			http.Error(w, "want /rate/BASE/QUOTE", http.StatusBadRequest)
			return
		}
		key := parts[0] + "/" + parts[1]
		if v, ok := rates.Get(key); ok {
			json.NewEncoder(w).Encode(map[string]any{"pair": key, "value": v, "cached": true})
			return
		}
		rate, err := client.Rate(r.Context(), parts[0], parts[1])
		if err != nil {
			log.Printf("rate %s: %v", key, err)
			http.Error(w, "upstream error", http.StatusBadGateway)
			return
		}
		rates.Put(key, rate.Value)
		json.NewEncoder(w).Encode(map[string]any{"pair": key, "value": rate.Value, "cached": false})
	})
	log.Printf("listening on %s", cfg.ListenAddr)
	log.Fatal(http.ListenAndServe(cfg.ListenAddr, mux))
}
