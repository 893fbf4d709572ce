package main

import (
	"log"
	"net/http"
	_ "net/http/pprof"
	"os"
	"strings"
	"time"

	"github.com/hoshino-labs/pricefeed/internal/api"
	"github.com/hoshino-labs/pricefeed/internal/cache"
	"github.com/hoshino-labs/pricefeed/internal/fetch"
)

func main() {
	sources := strings.Split(os.Getenv("PRICE_SOURCES"), ",")
	client := fetch.NewClient(os.Getenv("PRICE_API_KEY"))
	c := cache.New(30 * time.Second)
	h := api.New(client, c, sources)

	go func() {
		// pprof on a separate port, not exposed outside the cluster
		log.Println(http.ListenAndServe("localhost:6060", nil))
	}()

	srv := &http.Server{
		Addr:              ":8080",
		Handler:           h.Routes(),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("pricefeed listening on %s with %d sources", srv.Addr, len(sources))
	log.Fatal(srv.ListenAndServe())
}
