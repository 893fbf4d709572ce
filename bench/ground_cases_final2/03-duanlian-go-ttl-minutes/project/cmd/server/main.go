package main

import (
	"log"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/lanshan-tech/duanlian/internal/cleanup"
	"github.com/lanshan-tech/duanlian/internal/handler"
	"github.com/lanshan-tech/duanlian/internal/store"
)

func main() {
	st := store.NewMemory()
	h := handler.New(st)

	r := chi.NewRouter()
	r.Post("/api/links", h.Create)
	r.Patch("/api/links/{code}", h.Update)
	r.Get("/{code}", h.Redirect)

	go cleanup.NewSweeper(st, 10*time.Minute).Run()

	log.Println("duanlian listening on :8080")
	log.Fatal(http.ListenAndServe(":8080", r))
}
