package main

import (
	"database/sql"
	"log"
	"net/http"

	_ "github.com/lib/pq"

	"github.com/kenji/refundsvc/internal/refunds"
)

func main() {
	db, err := sql.Open("postgres", "")
	if err != nil {
		log.Fatal(err)
	}
	h := &refunds.Handler{Store: refunds.NewStore(db)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /orders/{id}/refunds", h.Create)
	log.Fatal(http.ListenAndServe(":8080", mux))
}
