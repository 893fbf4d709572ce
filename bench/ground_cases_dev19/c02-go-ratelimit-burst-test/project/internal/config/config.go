package config

import (
	"os"
	"strconv"
	"time"
)

type Config struct {
	ListenAddr   string
	Upstream     string
	RateLimit    int
	RateBurst    int
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
}

func Default() Config {
	return Config{
		ListenAddr:   ":8080",
		Upstream:     "http://127.0.0.1:9000",
		RateLimit:    20,
		RateBurst:    40,
		ReadTimeout:  5 * time.Second,
		WriteTimeout: 10 * time.Second,
	}
}

// FromEnv starts from Default and overrides what the GW_* variables set.
func FromEnv() Config {
	c := Default()
	if v := os.Getenv("GW_LISTEN_ADDR"); v != "" {
		c.ListenAddr = v
	}
	if v := os.Getenv("GW_UPSTREAM"); v != "" {
		c.Upstream = v
	}
	c.RateLimit = atoi(os.Getenv("GW_RATE_LIMIT"), c.RateLimit)
	c.RateBurst = atoi(os.Getenv("GW_RATE_BURST"), c.RateBurst)
	return c
}

func atoi(s string, def int) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return def
	}
	return n
}
