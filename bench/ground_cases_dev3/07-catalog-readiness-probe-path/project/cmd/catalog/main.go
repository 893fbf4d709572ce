package main

import (
	"log"
	"net/http"

	"github.com/aoi/catalog/internal/api"
)

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /health", api.Health)
	mux.HandleFunc("GET /products", api.ListProducts)
	mux.HandleFunc("GET /products/{id}", api.GetProduct)
	log.Fatal(http.ListenAndServe(":8080", mux))
}
