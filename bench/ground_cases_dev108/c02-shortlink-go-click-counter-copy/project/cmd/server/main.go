package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/zhaokai/shortlink/internal/link"
)

func main() {
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	mux := http.NewServeMux()
	h := &link.Handler{Store: link.NewStore()}
	h.Routes(mux)

	srv := &http.Server{
		Addr:              addr,
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
		WriteTimeout:      10 * time.Second,
	}
	log.Printf("shortlink listening on %s", addr)
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Fatal(err)
	}
	// graceful shutdown is handled by the platform sidecar
	_ = os.Stdout.Sync()
	log.Println("bye")
}
