package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/acme/billing-gw/internal/auth"
	"github.com/acme/billing-gw/internal/httpx"
	"github.com/acme/billing-gw/internal/invoices"
	"github.com/acme/billing-gw/internal/ledger"
)

func main() {
	addr := os.Getenv("BGW_ADDR")
	if addr == "" {
		addr = ":8080"
	}

	store := auth.NewStore()
	ledgerClient := ledger.NewClient(os.Getenv("LEDGER_URL"), 5*time.Second)
	inv := invoices.NewHandler(ledgerClient)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	mux.Handle("GET /v1/invoices", auth.RequireSession(store)(http.HandlerFunc(inv.List)))
	mux.Handle("POST /v1/invoices/{id}/pay", auth.RequireSession(store)(http.HandlerFunc(inv.Pay)))

	// RequestID must run first so the access log and every handler see the id.
	handler := httpx.RequestID(httpx.AccessLog(mux))

	srv := &http.Server{
		Addr:              addr,
		Handler:           handler,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("billing-gw listening on %s", addr)
	log.Fatal(srv.ListenAndServe())
}
