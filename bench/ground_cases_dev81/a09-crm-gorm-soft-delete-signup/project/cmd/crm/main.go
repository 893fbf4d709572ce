package main

import (
	"log"
	"net/http"
	"os"

	"github.com/tallyworks/crm/internal/db"
	"github.com/tallyworks/crm/internal/handlers"
	"github.com/tallyworks/crm/internal/reports"
)

func main() {
	gdb, err := db.Open(os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	h := handlers.New(gdb)
	r := reports.New(gdb)

	mux := http.NewServeMux()
	mux.HandleFunc("POST /signup", h.Signup)
	mux.HandleFunc("DELETE /customers/{id}", h.DeleteCustomer)
	mux.HandleFunc("GET /reports/active-customers", r.ActiveCustomers)

	log.Println("listening on :8080")
	log.Fatal(http.ListenAndServe(":8080", mux))
}
