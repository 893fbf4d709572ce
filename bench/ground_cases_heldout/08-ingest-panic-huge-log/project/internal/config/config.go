package config

import (
	"flag"
	"time"
)

// Config holds the worker settings; every field has a flag.
type Config struct {
	Brokers       string
	Topic         string
	Group         string
	CollectorURL  string
	BatchSize     int
	FlushInterval time.Duration
	HTTPTimeout   time.Duration
	MaxRetries    int
}

func FromFlags() Config {
	var c Config
	flag.StringVar(&c.Brokers, "brokers", "localhost:9092", "queue brokers")
	flag.StringVar(&c.Topic, "topic", "clicks", "topic to consume")
	flag.StringVar(&c.Group, "group", "ingest", "consumer group")
	flag.StringVar(&c.CollectorURL, "collector", "https://collector.internal/v1/bulk", "bulk endpoint")
	flag.IntVar(&c.BatchSize, "batch-size", 64, "records per batch")
	flag.DurationVar(&c.FlushInterval, "flush-interval", 2*time.Second, "flush a partial batch after this long")
	flag.DurationVar(&c.HTTPTimeout, "http-timeout", 5*time.Second, "timeout of one bulk request")
	flag.IntVar(&c.MaxRetries, "max-retries", 3, "retries per bulk request on 5xx")
	flag.Parse()
	return c
}
