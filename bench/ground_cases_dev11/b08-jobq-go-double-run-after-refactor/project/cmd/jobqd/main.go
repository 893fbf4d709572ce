package main

import (
	"context"
	"flag"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"example.com/jobq/internal/queue"
	"example.com/jobq/internal/worker"
)

func main() {
	addr := flag.String("admin", "127.0.0.1:8089", "admin/metrics listen address")
	workers := flag.Int("workers", 4, "number of worker goroutines")
	flag.Parse()

	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	q := queue.New(5, 2*time.Minute)
	if *workers < 1 {
		log.Error("-workers must be at least 1", "workers", *workers)
		os.Exit(2)
	}
	pool := worker.NewPool(q, *workers, 500*time.Millisecond, log)
	pool.Handle("send_mail", sendMail)
	pool.Handle("resize_image", resizeImage)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	http.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { io.WriteString(w, "ok\n") })
	http.HandleFunc("/enqueue", enqueueHandler(q))
	go func() {
		if err := http.ListenAndServe(*addr, nil); err != nil {
			log.Error("admin server stopped", "err", err)
		}
	}()

	go func() {
		t := time.NewTicker(30 * time.Second)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if n := q.RequeueStale(); n > 0 {
					log.Warn("requeued stale jobs", "count", n)
				}
			}
		}
	}()

	log.Info("jobqd started", "admin", *addr, "workers", *workers)
	pool.Run(ctx)
	log.Info("jobqd stopped")
}

func enqueueHandler(q *queue.Queue) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "POST only", http.StatusMethodNotAllowed)
			return
		}
		id, kind := r.URL.Query().Get("id"), r.URL.Query().Get("kind")
		if id == "" || kind == "" {
			http.Error(w, "id and kind are required", http.StatusBadRequest)
			return
		}
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if err := q.Enqueue(id, kind, body, time.Now()); err != nil {
			http.Error(w, err.Error(), http.StatusConflict)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	}
}
