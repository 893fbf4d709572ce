package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/chenjie/teamwiki/internal/handler"
	"github.com/chenjie/teamwiki/internal/store"
)

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	st := store.New(db)

	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger, middleware.Recoverer)

	r.Get("/s/{token}", handler.NewShareHandler(st).View)

	r.Group(func(r chi.Router) {
		r.Use(handler.Authenticate(st))
		handler.NewPageHandler(st).Routes(r)
		r.Get("/export", handler.NewExportHandler(st).Export)
	})

	addr := ":" + envOr("PORT", "8080")
	log.Printf("teamwiki listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, r))
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
