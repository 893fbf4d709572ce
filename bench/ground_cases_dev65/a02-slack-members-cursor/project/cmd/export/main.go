package main

import (
	"context"
	"flag"
	"log"
	"os"
	"time"

	"github.com/northwind/slack-roster/export"
	"github.com/northwind/slack-roster/slack"
)

func main() {
	out := flag.String("out", "/srv/sftp/finance/outgoing/slack_directory.csv", "CSV path")
	dryRun := flag.Bool("dry-run", false, "print the count, write nothing")
	flag.Parse()

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	client := slack.New(os.Getenv("SLACK_TOKEN"))
	users, err := client.ListUsers(ctx)
	if err != nil {
		log.Fatal(err)
	}
	if *dryRun {
		log.Printf("dry run: %d users from Slack, %d rows", len(users), len(export.Rows(users)))
		return
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	n, err := export.Write(f, users)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("exported %d users to %s", n, *out)
}
