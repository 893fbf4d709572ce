package config

import (
	"os"
	"strconv"
)

type Config struct {
	Addr        string
	DataDir     string
	MaxUploadMB int64
	ThumbWidth  int
}

func Load() Config {
	return Config{
		Addr:        getenv("ADDR", ":8080"),
		DataDir:     getenv("DATA_DIR", "./data"),
		MaxUploadMB: getint("MAX_UPLOAD_MB", 20),
		ThumbWidth:  int(getint("THUMB_WIDTH", 320)),
	}
}

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func getint(k string, def int64) int64 {
	if v := os.Getenv(k); v != "" {
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return n
		}
	}
	return def
}
