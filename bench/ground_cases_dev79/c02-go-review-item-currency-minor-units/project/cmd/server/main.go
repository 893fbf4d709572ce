package main

import (
	"flag"
	"log"
	"net/http"

	"github.com/lanfeng/notify/internal/api"
	"github.com/lanfeng/notify/internal/i18n"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	localesDir := flag.String("locales", "locales", "directory with <lang>.json catalogs")
	flag.Parse()

	cat, err := i18n.LoadCatalog(*localesDir)
	if err != nil {
		log.Fatalf("load catalog: %v", err)
	}
	h := api.NewHandler(cat)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/orders/{id}/summary", h.OrderSummary)
	log.Printf("listening on %s", *addr)
	log.Fatal(http.ListenAndServe(*addr, mux))
}
