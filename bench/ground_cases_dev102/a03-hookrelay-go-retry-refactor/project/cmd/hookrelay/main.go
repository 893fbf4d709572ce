package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"time"

	"github.com/dmitri-k/hookrelay/internal/deliver"
)

func main() {
	url := flag.String("url", "", "endpoint to deliver to")
	attempts := flag.Int("attempts", 0, "override max attempts")
	timeout := flag.Int("timeout", 0, "per-request timeout in seconds")
	flag.Parse()
	if *url == "" {
		log.Fatal("-url is required")
	}
	body, err := io.ReadAll(os.Stdin)
	if err != nil {
		log.Fatal(err)
	}
	c := deliver.NewClient()
	if *timeout > 0 {
		c.HTTP.Timeout = time.Duration(*timeout) * time.Second
	}
	if *attempts > 0 {
		c.Policy.MaxAttempts = *attempts
	}
	status, err := c.Send(context.Background(), *url, body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(status)
}
