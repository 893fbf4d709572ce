package main

import (
	"log"
	"net/http"
	_ "net/http/pprof"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"

	"github.com/lanhai/shopapi/internal/order"
)

func main() {
	db := sqlx.MustConnect("postgres", os.Getenv("DATABASE_URL"))
	db.SetMaxOpenConns(20)
	r := chi.NewRouter()
	h := order.NewHandler(order.NewService(order.NewRepo(db), order.NewCustomerRepo(db)))
	h.Routes(r)
	go func() { log.Println(http.ListenAndServe("localhost:6060", nil)) }()
	log.Fatal(http.ListenAndServe(":8080", r))
}
