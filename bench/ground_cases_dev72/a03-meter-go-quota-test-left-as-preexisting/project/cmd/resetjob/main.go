package main

import (
	"context"
	"database/sql"
	"log"
	"os"
	"os/signal"

	"github.com/robfig/cron/v3"
)

// resetjob zeroes the monthly API call counters. Storage is not reset: it is a level, not a count.
func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	c := cron.New(cron.WithLocation(mustUTC()))
	_, err = c.AddFunc("5 0 1 * *", func() {
		res, err := db.ExecContext(context.Background(),
			`UPDATE usage_counters SET api_calls = 0, reset_at = now() WHERE reset_at < date_trunc('month', now())`)
		if err != nil {
			log.Printf("reset failed: %v", err)
			return
		}
		n, _ := res.RowsAffected()
		log.Printf("usage reset: %d workspace counters zeroed", n)
	})
	if err != nil {
		log.Fatal(err)
	}
	c.Start()
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)
	<-stop
	<-c.Stop().Done()
}
