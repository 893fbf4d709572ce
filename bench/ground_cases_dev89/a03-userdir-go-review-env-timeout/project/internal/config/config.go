package config

import (
	"os"
	"time"
)

type Config struct {
	Port           string
	DatabaseURL    string
	AvatarBaseURL  string
	ReadTimeout    time.Duration
	WriteTimeout   time.Duration
	RequestTimeout time.Duration
}

func getenv(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

// Load reads the configuration from the environment.
func Load() Config {
	return Config{
		Port:           getenv("PORT", "8080"),
		DatabaseURL:    getenv("DATABASE_URL", "postgres://localhost/userdir"),
		AvatarBaseURL:  getenv("AVATAR_BASE_URL", "https://avatars.internal.kestrel.dev"),
		ReadTimeout:    5 * time.Second,
		WriteTimeout:   10 * time.Second,
		RequestTimeout: 8 * time.Second,
	}
}
