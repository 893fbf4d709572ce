package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"strings"

	"gitee.com/lanfeng/cronlite/internal/cron"
	"gitee.com/lanfeng/cronlite/internal/runner"
)

func main() {
	file := flag.String("f", "jobs.cron", "crontab file")
	lockDir := flag.String("lock-dir", os.TempDir(), "directory for job locks")
	flag.Parse()

	jobs, err := load(*file)
	if err != nil {
		log.Fatal(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	r := &runner.Runner{Jobs: jobs, LockDir: *lockDir}
	log.Printf("cronlite: %d jobs from %s", len(jobs), *file)
	r.Loop(ctx)
}

func load(path string) ([]*runner.Job, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var jobs []*runner.Job
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 6 {
			return nil, fmt.Errorf("%s:%d: want 5 time fields and a command", path, n)
		}
		s, err := cron.Parse(strings.Join(fields[:5], " "))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		jobs = append(jobs, &runner.Job{Name: fmt.Sprintf("line%d", n), Schedule: s, Command: strings.Join(fields[5:], " ")})
	}
	return jobs, sc.Err()
}
