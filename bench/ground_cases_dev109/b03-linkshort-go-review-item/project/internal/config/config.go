package config

import (
	"os"
	"strconv"
	"time"
)

// Config holds runtime settings; zero values are replaced by Default().
type Config struct {
	Addr         string
	BaseURL      string
	MaxBodyBytes int64
	PageSize     int
	ReadTimeout  time.Duration
}

func Default() Config {
	return Config{
		Addr:         ":8080",
		BaseURL:      "http://localhost:8080",
		MaxBodyBytes: 1 << 10,
		PageSize:     20,
		ReadTimeout:  5 * time.Second,
	}
}

// FromEnv starts from Default and applies LINKSHORT_* variables.
func FromEnv() Config {
	c := Default()
	if v := os.Getenv("LINKSHORT_ADDR"); v != "" {
		c.Addr = v
	}
	if v := os.Getenv("LINKSHORT_BASE_URL"); v != "" {
		c.BaseURL = v
	}
	if v, err := strconv.Atoi(os.Getenv("LINKSHORT_PAGE_SIZE")); err == nil && v > 0 {
		c.PageSize = v
	}
	return c
}
