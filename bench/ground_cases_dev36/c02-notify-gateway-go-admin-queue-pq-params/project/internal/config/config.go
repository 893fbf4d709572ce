package config

import (
	"os"
	"strconv"
	"time"
)

type Config struct {
	DatabaseURL    string
	ListenAddr     string
	PollInterval   time.Duration
	BatchSize      int
	WebhookTimeout time.Duration
	SMSProvider    string
	// MaxAttempts 是一条消息最多发送几次，达到后不再被 ListPending 取出。
	MaxAttempts    int
}

func Load() Config {
	return Config{
		DatabaseURL:    getenv("DATABASE_URL", "postgres://notify:notify@localhost:5432/notify?sslmode=disable"),
		ListenAddr:     getenv("LISTEN_ADDR", ":8080"),
		PollInterval:   getDuration("POLL_INTERVAL", 2*time.Second),
		BatchSize:      getInt("BATCH_SIZE", 100),
		WebhookTimeout: getDuration("WEBHOOK_TIMEOUT", 10*time.Second),
		SMSProvider:    getenv("SMS_PROVIDER", "aliyun"),
		MaxAttempts:    getInt("MAX_ATTEMPTS", 5),
	}
}

func getenv(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

func getInt(key string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return v
	}
	return def
}

func getDuration(key string, def time.Duration) time.Duration {
	if v, err := time.ParseDuration(os.Getenv(key)); err == nil {
		return v
	}
	return def
}
