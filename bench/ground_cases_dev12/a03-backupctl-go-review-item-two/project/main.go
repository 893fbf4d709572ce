// backupctl prunes old database dumps in a directory according to a retention policy.
//
//	backupctl -dir /var/backups/pg -config /etc/backupctl.yaml [-dry-run]
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"text/tabwriter"

	"github.com/ivokrastev/backupctl/internal/config"
	"github.com/ivokrastev/backupctl/internal/retention"
	"github.com/ivokrastev/backupctl/internal/store"
)

func main() {
	dir := flag.String("dir", "", "directory holding the backups")
	cfgPath := flag.String("config", "/etc/backupctl.yaml", "retention config")
	dryRun := flag.Bool("dry-run", false, "print the plan, delete nothing")
	verbose := flag.Bool("v", false, "also list kept backups")
	flag.Parse()

	if *dir == "" {
		fmt.Fprintln(os.Stderr, "backupctl: -dir is required")
		flag.Usage()
		os.Exit(2)
	}

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatalf("backupctl: %v", err)
	}

	st := &store.Local{Dir: *dir, Pattern: cfg.Pattern}
	backups, err := st.List()
	if err != nil {
		log.Fatalf("backupctl: listing %s: %v", *dir, err)
	}

	plan := retention.Plan(backups, cfg.Policy())
	tw := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	deleted, failed := 0, 0
	for _, d := range plan {
		if d.Keep {
			if *verbose {
				fmt.Fprintf(tw, "keep\t%s\t%s\n", d.Backup.Name, d.Reason)
			}
			continue
		}
		fmt.Fprintf(tw, "delete\t%s\t%s\n", d.Backup.Name, d.Backup.Time.Format("2006-01-02 15:04"))
		if *dryRun {
			continue
		}
		if err := st.Delete(d.Backup); err != nil {
			log.Printf("backupctl: %v", err)
			failed++
			continue
		}
		deleted++
	}
	tw.Flush()
	fmt.Printf("%d backups, %d deleted, %d failed (dry run: %v)\n", len(plan), deleted, failed, *dryRun)
	if failed > 0 {
		os.Exit(1)
	}
}
