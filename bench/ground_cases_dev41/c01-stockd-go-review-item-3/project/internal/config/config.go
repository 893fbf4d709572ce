package config

import (
	"errors"
	"os"
	"strconv"
)

type Config struct {
	Addr        string
	DatabaseURL string
	MaxConns    int
	LowStockAt  int
}

func Load() (Config, error) {
	c := Config{
		Addr:        getenv("STOCKD_ADDR", ":8080"),
		DatabaseURL: os.Getenv("DATABASE_URL"),
		MaxConns:    10,
		LowStockAt:  5,
	}
	if c.DatabaseURL == "" {
		return c, errors.New("DATABASE_URL is required")
	}
	if v := os.Getenv("STOCKD_MAX_CONNS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return c, err
		}
		c.MaxConns = n
	}
	if v := os.Getenv("STOCKD_LOW_STOCK_AT"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return c, err
		}
		c.LowStockAt = n
	}
	return c, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
