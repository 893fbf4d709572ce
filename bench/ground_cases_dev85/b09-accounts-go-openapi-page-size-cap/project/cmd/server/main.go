package main

import (
	"log"
	"net/http"
	"os"

	"github.com/tsubame-dev/accounts/internal/httpapi"
	"github.com/tsubame-dev/accounts/internal/store"
)

func main() {
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	h := httpapi.NewHandler(store.NewMemory())
	log.Printf("accounts listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, h.Routes()))
}
