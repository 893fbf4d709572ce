package main

import (
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"

	"git.example.cn/crm/customer-import/internal/httpapi"
	"git.example.cn/crm/customer-import/internal/store"
)

func main() {
	db, err := store.Open(os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	r := chi.NewRouter()
	r.Post("/api/customers/import", httpapi.UploadHandler(db))
	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	log.Printf("listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, r))
}
