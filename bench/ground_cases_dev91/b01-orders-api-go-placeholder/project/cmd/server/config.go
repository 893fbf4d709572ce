package main

import (
	"log"

	"github.com/jackc/pgx/v5"
)

// mustConfig parses DATABASE_URL and dies early with a readable message.
func mustConfig(url string) *pgx.ConnConfig {
	if url == "" {
		log.Fatal("DATABASE_URL is not set")
	}
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		log.Fatalf("invalid DATABASE_URL: %v", err)
	}
	cfg.RuntimeParams["application_name"] = "orders-api"
	return cfg
}
