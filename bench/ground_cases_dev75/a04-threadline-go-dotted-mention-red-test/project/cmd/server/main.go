package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/threadline/threadline/internal/comments"
	"github.com/threadline/threadline/internal/notify"
	"github.com/threadline/threadline/internal/store"
)

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer pool.Close()

	users := store.NewUsers(pool)
	mailer := notify.NewSMTPMailer(os.Getenv("SMTP_ADDR"), os.Getenv("MAIL_FROM"))
	notifier := notify.New(users, mailer)

	r := chi.NewRouter()
	r.Post("/threads/{threadID}/comments", comments.NewHandler(store.NewComments(pool), notifier).Create)

	log.Println("listening on :8080")
	log.Fatal(http.ListenAndServe(":8080", r))
}
