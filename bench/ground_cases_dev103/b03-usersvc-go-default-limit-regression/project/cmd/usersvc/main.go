package main

import (
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/tsubasa-k/usersvc/internal/api"
	"github.com/tsubasa-k/usersvc/internal/store"
)

func main() {
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	m := store.NewMemory()
	store.Seed(m, 250)
	h := &api.Handler{Store: m}
	rps := 10
	if v, err := strconv.Atoi(os.Getenv("RATE_LIMIT_RPS")); err == nil && v > 0 {
		rps = v
	}
	rl := api.NewRateLimiter(rps, time.Second)

	srv := &http.Server{
		Addr:              addr,
		Handler:           rl.Middleware(h.Routes()),
		ReadHeaderTimeout: 5 * time.Second,
		WriteTimeout:      10 * time.Second,
	}
	log.Printf("usersvc listening on %s", addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
}
