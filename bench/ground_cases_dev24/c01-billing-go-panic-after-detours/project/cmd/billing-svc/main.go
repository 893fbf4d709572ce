package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/acme/billing-svc/internal/customer"
	"github.com/acme/billing-svc/internal/invoice"
)

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("open db: %v", err)
	}
	db.SetMaxOpenConns(20)
	db.SetConnMaxIdleTime(5 * time.Minute)

	customers := customer.NewRepo(db)
	store := invoice.NewPGStore(db)
	h := invoice.NewHandler(invoice.NewService(customers, store))

	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.RealIP, middleware.Logger)
	h.Routes(r)

	addr := ":" + os.Getenv("PORT")
	log.Printf("billing-svc listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, r))
}
