package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/northwind/slack-roster/slack"
)

// audit prints, for each shared customer channel, how many of its members are
// employees (in the workspace directory) and how many are guests.
func main() {
	channels := flag.String("channels", "", "comma-separated channel IDs")
	flag.Parse()
	ctx := context.Background()
	client := slack.New(os.Getenv("SLACK_TOKEN"))

	users, err := client.ListUsers(ctx)
	if err != nil {
		log.Fatal(err)
	}
	known := make(map[string]bool, len(users))
	for _, u := range users {
		known[u.ID] = true
	}
	for _, ch := range strings.Split(*channels, ",") {
		members, err := client.ListChannelMembers(ctx, ch)
		if err != nil {
			log.Fatal(err)
		}
		staff := 0
		for _, m := range members {
			if known[m] {
				staff++
			}
		}
		fmt.Printf("%s\t%d members\t%d staff\t%d guests\n", ch, len(members), staff, len(members)-staff)
	}
}
