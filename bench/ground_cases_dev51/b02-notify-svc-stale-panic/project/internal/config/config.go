package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	Addr          string
	DatabaseURL   string
	WebhookSecret string
	SMTPHost      string
	SMTPPort      int
	MailFrom      string
	ShutdownGrace time.Duration
}

func getenv(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

func Load() (*Config, error) {
	port, err := strconv.Atoi(getenv("SMTP_PORT", "587"))
	if err != nil {
		return nil, fmt.Errorf("SMTP_PORT: %w", err)
	}
	grace, err := time.ParseDuration(getenv("SHUTDOWN_GRACE", "10s"))
	if err != nil {
		return nil, fmt.Errorf("SHUTDOWN_GRACE: %w", err)
	}
	secret := os.Getenv("WEBHOOK_SECRET")
	if secret == "" {
		return nil, fmt.Errorf("WEBHOOK_SECRET must be set")
	}
	return &Config{
		Addr:          getenv("ADDR", ":8080"),
		DatabaseURL:   getenv("DATABASE_URL", "postgres://localhost/notify?sslmode=disable"),
		WebhookSecret: secret,
		SMTPHost:      getenv("SMTP_HOST", "localhost"),
		SMTPPort:      port,
		MailFrom:      getenv("MAIL_FROM", "no-reply@example.com"),
		ShutdownGrace: grace,
	}, nil
}
