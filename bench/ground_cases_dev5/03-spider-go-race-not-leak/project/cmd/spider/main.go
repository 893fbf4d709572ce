package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"log"
	"os"

	"example.com/spider/internal/crawler"
)

func main() {
	workers := flag.Int("workers", 4, "concurrent fetchers")
	flag.Parse()
	f, err := os.Open(flag.Arg(0))
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	var urls []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		urls = append(urls, sc.Text())
	}
	c := crawler.New(*workers)
	c.Run(context.Background(), urls)
	for status, n := range c.Status.Snapshot() {
		fmt.Printf("%s\t%d\n", status, n)
	}
}
