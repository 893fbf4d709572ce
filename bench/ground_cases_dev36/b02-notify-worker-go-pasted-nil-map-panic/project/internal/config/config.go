package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type SMTP struct {
	Host     string
	Port     int
	User     string
	Password string
	From     string
}

type Config struct {
	AMQPURL        string
	Concurrency    int
	DedupeTTL      time.Duration
	SMTP           SMTP
	FCMCredentials string
}

func Load() (Config, error) {
	c := Config{
		AMQPURL:        os.Getenv("AMQP_URL"),
		Concurrency:    intEnv("CONCURRENCY", 8),
		DedupeTTL:      durationEnv("DEDUPE_TTL", 10*time.Minute),
		FCMCredentials: os.Getenv("FCM_CREDENTIALS"),
		SMTP: SMTP{
			Host:     os.Getenv("SMTP_HOST"),
			Port:     intEnv("SMTP_PORT", 587),
			User:     os.Getenv("SMTP_USER"),
			Password: os.Getenv("SMTP_PASSWORD"),
			From:     os.Getenv("SMTP_FROM"),
		},
	}
	if c.AMQPURL == "" {
		return c, fmt.Errorf("AMQP_URL is required")
	}
	return c, nil
}

func intEnv(key string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return v
	}
	return def
}

func durationEnv(key string, def time.Duration) time.Duration {
	if v, err := time.ParseDuration(os.Getenv(key)); err == nil {
		return v
	}
	return def
}
