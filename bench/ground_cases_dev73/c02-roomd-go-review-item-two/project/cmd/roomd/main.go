package main

import (
	"context"
	"database/sql"
	"log"
	"net/http"
	"os"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/lanting/roomd/internal/booking"
	"github.com/lanting/roomd/internal/httpapi"
	"github.com/lanting/roomd/internal/store"
)

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	if err := db.PingContext(context.Background()); err != nil {
		log.Fatalf("db: %v", err)
	}
	svc := booking.NewService(store.NewPostgres(db))
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	log.Printf("roomd listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, httpapi.Router(svc)))
}
