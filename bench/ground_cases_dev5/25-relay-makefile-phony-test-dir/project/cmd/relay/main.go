package main

import (
	"log"
	"net/http"

	"github.com/nordlys/relay/internal/relay"
)

func main() {
	h := relay.NewHandler(relay.Config{MaxBody: 1 << 20})
	log.Fatal(http.ListenAndServe(":8080", h))
}
