package main

import (
	"log"
	"net/http"
	_ "net/http/pprof"
	"os"
	"time"

	"github.com/hexa-fin/ledger-api/internal/httpx"
	"github.com/hexa-fin/ledger-api/internal/report"
	"github.com/hexa-fin/ledger-api/internal/session"
)

func main() {
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	sessions := session.NewStore(30 * time.Minute)
	repo := report.NewRepo(os.Getenv("DATABASE_URL"))

	mux := http.NewServeMux()
	mux.Handle("/reports/ledger.csv", httpx.RequireSession(sessions, report.ExportHandler(repo)))
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })

	go func() {
		log.Println(http.ListenAndServe("127.0.0.1:6060", nil))
	}()

	srv := &http.Server{
		Addr:              addr,
		Handler:           httpx.Logger(mux),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("ledger-api listening on %s", addr)
	log.Fatal(srv.ListenAndServe())
}
