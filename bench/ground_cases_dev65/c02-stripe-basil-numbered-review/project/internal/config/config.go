package config

import "os"

type Config struct {
	Addr          string
	DatabaseURL   string
	WebhookSecret string
}

func FromEnv() Config {
	return Config{
		Addr:          getenv("ADDR", ":8080"),
		DatabaseURL:   getenv("DATABASE_URL", "postgres://localhost/billing"),
		WebhookSecret: os.Getenv("STRIPE_WEBHOOK_SECRET"),
	}
}

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
