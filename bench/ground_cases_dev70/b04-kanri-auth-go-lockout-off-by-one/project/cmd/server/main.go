package main

import (
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/hoshino-lab/kanri-auth/internal/auth"
	"github.com/hoshino-lab/kanri-auth/internal/store"
)

func envInt(key string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(key)); err == nil && v > 0 {
		return v
	}
	return def
}

func main() {
	users, err := store.OpenUsers(os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("open users: %v", err)
	}

	limiter := auth.NewRateLimiter(envInt("LOGIN_RATE_LIMIT", 5), time.Minute)
	locker := auth.NewLocker(envInt("LOGIN_MAX_FAILURES", 10), 30*time.Minute)
	h := auth.NewHandler(users, limiter, locker)

	mux := http.NewServeMux()
	mux.HandleFunc("POST /login", h.Login)
	mux.HandleFunc("POST /logout", h.Logout)

	addr := ":" + os.Getenv("PORT")
	if addr == ":" {
		addr = ":8080"
	}
	log.Printf("listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}
