package main

import (
	"os"
	"strconv"
	"time"
)

// Config is read once at start-up from the environment.
type Config struct {
	Addr         string
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	Version      string
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func envSeconds(key string, fallback int) time.Duration {
	n, err := strconv.Atoi(os.Getenv(key))
	if err != nil || n <= 0 {
		n = fallback
	}
	return time.Duration(n) * time.Second
}

func LoadConfig() Config {
	return Config{
		Addr:         envOr("STOCKD_ADDR", ":8080"),
		ReadTimeout:  envSeconds("STOCKD_READ_TIMEOUT", 5),
		WriteTimeout: envSeconds("STOCKD_WRITE_TIMEOUT", 10),
		Version:      envOr("STOCKD_VERSION", "dev"),
	}
}
