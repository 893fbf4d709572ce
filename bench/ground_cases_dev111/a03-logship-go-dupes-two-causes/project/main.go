package main

import (
	"flag"
	"log"
	"os"
	"os/signal"
	"time"
)

func main() {
	path := flag.String("file", "/var/log/app/app.log", "file to follow")
	endpoint := flag.String("endpoint", "http://127.0.0.1:9880/ingest", "collector URL")
	batch := flag.Int("batch", 200, "lines per batch")
	flush := flag.Duration("flush", 2*time.Second, "max time before a partial batch is sent")
	dryRun := flag.Bool("dry-run", false, "print batches to stdout instead of sending them")
	flag.Parse()

	t, err := NewTailer(*path)
	if err != nil {
		log.Fatalf("open %s: %v", *path, err)
	}
	s := NewSender(*endpoint, 5*time.Second)
	s.dryRun = *dryRun
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)

	buf := make([]string, 0, *batch)
	tick := time.NewTicker(*flush)
	defer tick.Stop()
	for {
		select {
		case line := <-t.Lines():
			buf = append(buf, line)
			if len(buf) >= *batch {
				s.Send(buf)
				buf = buf[:0]
			}
		case <-tick.C:
			if len(buf) > 0 {
				s.Send(buf)
				buf = buf[:0]
			}
		case <-stop:
			if len(buf) > 0 {
				s.Send(buf)
			}
			return
		}
	}
}
