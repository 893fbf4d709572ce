package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	RedisAddr      string
	QueueKey       string
	Workers        int
	MaxAttempts    int
	SMTPHost       string
	SMTPPort       int
	SMTPUser       string
	SMTPPassword   string
	SMTPTimeout    time.Duration
	MailFrom       string
	FCMProjectID   string
	FCMCredentials string
}

func Load() (*Config, error) {
	c := &Config{
		RedisAddr:      getenv("REDIS_ADDR", "127.0.0.1:6379"),
		QueueKey:       getenv("QUEUE_KEY", "notify:jobs"),
		SMTPHost:       os.Getenv("SMTP_HOST"),
		SMTPUser:       os.Getenv("SMTP_USER"),
		SMTPPassword:   os.Getenv("SMTP_PASSWORD"),
		MailFrom:       getenv("MAIL_FROM", "no-reply@example.com"),
		FCMProjectID:   os.Getenv("FCM_PROJECT_ID"),
		FCMCredentials: os.Getenv("GOOGLE_APPLICATION_CREDENTIALS"),
	}
	var err error
	if c.Workers, err = intEnv("WORKERS", 8); err != nil {
		return nil, err
	}
	if c.MaxAttempts, err = intEnv("MAX_ATTEMPTS", 5); err != nil {
		return nil, err
	}
	if c.SMTPPort, err = intEnv("SMTP_PORT", 587); err != nil {
		return nil, err
	}
	if c.SMTPTimeout, err = durationEnv("SMTP_TIMEOUT", 10*time.Second); err != nil {
		return nil, err
	}
	if c.SMTPHost == "" {
		return nil, fmt.Errorf("SMTP_HOST is required")
	}
	return c, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func intEnv(key string, def int) (int, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("%s must be a positive integer, got %q", key, v)
	}
	return n, nil
}

func durationEnv(key string, def time.Duration) (time.Duration, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("%s must be a positive duration like 10s, got %q", key, v)
	}
	return d, nil
}
