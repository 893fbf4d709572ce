package main

import (
	"fmt"
	"log"
	"net/http"
	"os"

	"git.internal.example.com/platform/authgate/handler"
	"git.internal.example.com/platform/authgate/token"
)

func main() {
	secret := os.Getenv("AUTH_SECRET")
	if secret == "" {
		log.Fatal("AUTH_SECRET is required")
	}
	v := &token.Verifier{Secret: []byte(secret), Issuer: envOr("AUTH_ISSUER", "login"), Leeway: token.DefaultLeeway}

	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		fmt.Fprintln(w, "ok")
	})
	mux.Handle("/whoami", handler.RequireToken(v, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintln(w, handler.SubjectFrom(r.Context()))
	})))

	addr := envOr("LISTEN_ADDR", ":8080")
	log.Printf("authgate listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
