package config

import "os"

type Config struct {
	Addr         string
	CarrierURL   string
	CarrierToken string
	QueueURL     string
}

func FromEnv() Config {
	return Config{
		Addr:         getenv("ADDR", ":8080"),
		CarrierURL:   getenv("PARCELHUB_URL", "https://api.parcelhub.example"),
		CarrierToken: os.Getenv("PARCELHUB_TOKEN"),
		QueueURL:     getenv("QUEUE_URL", "redis://localhost:6379/0"),
	}
}

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
