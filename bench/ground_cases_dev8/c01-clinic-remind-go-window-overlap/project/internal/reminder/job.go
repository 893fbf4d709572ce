package reminder

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/zhoujie/clinic-remind/internal/config"
	"github.com/zhoujie/clinic-remind/internal/notify"
	"github.com/zhoujie/clinic-remind/internal/store"
)

// Lead is how long before an appointment the reminder goes out.
const Lead = 24 * time.Hour

type Sender interface {
	Send(ctx context.Context, phone string, params map[string]string) error
}

type Job struct {
	store  *store.Store
	sms    Sender
	clinic config.Clinic
}

func NewJob(s *store.Store, sms Sender, clinic config.Clinic) *Job {
	return &Job{store: s, sms: sms, clinic: clinic}
}

// dueWindow is the range of appointment start times that get a reminder on the run at now.
func dueWindow(now time.Time) (time.Time, time.Time) {
	return now.Add(Lead - time.Hour), now.Add(Lead + time.Hour)
}

func (j *Job) Run(ctx context.Context, now time.Time) error {
	from, to := dueWindow(now)
	appts, err := j.store.AppointmentsBetween(ctx, from, to)
	if err != nil {
		return fmt.Errorf("list appointments: %w", err)
	}
	loc, err := time.LoadLocation(j.clinic.Timezone)
	if err != nil {
		return fmt.Errorf("clinic timezone: %w", err)
	}
	for _, a := range appts {
		if a.Cancelled {
			continue
		}
		params := notify.ReminderParams(a, j.clinic, loc)
		if err := j.sms.Send(ctx, a.Phone, params); err != nil {
			slog.Warn("send reminder", "appointment", a.ID, "err", err)
			continue
		}
		slog.Info("reminder sent", "appointment", a.ID, "starts_at", a.StartsAt.In(loc))
	}
	return nil
}
