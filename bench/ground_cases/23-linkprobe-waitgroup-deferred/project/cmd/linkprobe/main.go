package main

import (
	"bufio"
	"flag"
	"log"
	"os"
	"strings"
	"time"

	"github.com/docsteam/linkprobe/internal/probe"
	"github.com/docsteam/linkprobe/internal/report"
	"github.com/docsteam/linkprobe/internal/worker"
)

func main() {
	urlsFile := flag.String("urls", "links.txt", "file with one URL per line")
	concurrency := flag.Int("concurrency", 8, "parallel requests")
	timeout := flag.Duration("timeout", 10*time.Second, "per-request timeout")
	flag.Parse()

	f, err := os.Open(*urlsFile)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	var urls []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if u := strings.TrimSpace(sc.Text()); u != "" && !strings.HasPrefix(u, "#") {
			urls = append(urls, u)
		}
	}
	p := probe.New(*timeout)
	pool := worker.NewPool(*concurrency, p.Check)
	report.Markdown(os.Stdout, pool.Run(urls))
}
