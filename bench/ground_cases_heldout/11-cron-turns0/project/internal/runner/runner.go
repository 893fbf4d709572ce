// Package runner starts due jobs and records their exit status.
package runner

import (
	"context"
	"log"
	"os"
	"os/exec"
	"time"

	"gitee.com/lanfeng/cronlite/internal/cron"
)

type Job struct {
	Name     string
	Schedule *cron.Schedule
	Command  string
	next     time.Time
}

type Runner struct {
	Jobs    []*Job
	LockDir string
}

// Loop wakes up every minute and starts the jobs whose time has come.
func (r *Runner) Loop(ctx context.Context) {
	now := time.Now()
	for _, j := range r.Jobs {
		j.next = j.Schedule.Next(now)
	}
	tick := time.NewTicker(time.Minute)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-tick.C:
			for _, j := range r.Jobs {
				if !j.next.IsZero() && !now.Before(j.next) {
					go r.run(ctx, j)
					j.next = j.Schedule.Next(now)
				}
			}
		}
	}
}

func (r *Runner) run(ctx context.Context, j *Job) {
	release, err := Lock(r.LockDir, j.Name)
	if err != nil {
		log.Printf("skip %s: %v", j.Name, err)
		return
	}
	defer release()
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", j.Command)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	started := time.Now()
	err = cmd.Run()
	log.Printf("job %s finished in %s: %v", j.Name, time.Since(started).Round(time.Second), err)
}
