package filter

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hiro-n/logq/internal/logline"
)

const sinceLayout = "2006-01-02 15:04"

type Options struct {
	From     time.Time // zero: no lower bound
	To       time.Time // zero: no upper bound
	MinLevel int
}

func NewOptions(since, window, level string, now time.Time) (Options, error) {
	var o Options
	from, err := ParseSince(since, now)
	if err != nil {
		return o, err
	}
	o.From = from
	if window != "" {
		if from.IsZero() {
			return o, fmt.Errorf("--window needs --since")
		}
		d, err := ParseWindow(window)
		if err != nil {
			return o, err
		}
		o.To = from.Add(d)
	}
	o.MinLevel = -1
	if level != "" {
		o.MinLevel = logline.Rank(level)
		if o.MinLevel < 0 {
			return o, fmt.Errorf("unknown level %q", level)
		}
	}
	return o, nil
}

// ParseSince reads --since. A bare "2006-01-02 15:04" is local time (the
// time on the user's clock); RFC3339 keeps its own offset; a duration
// means that long before now.
func ParseSince(s string, now time.Time) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	if d, err := ParseWindow(s); err == nil {
		return now.Add(-d), nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	t, err := time.Parse(sinceLayout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("invalid --since %q", s)
	}
	return t, nil
}

// ParseWindow reads Go durations (30s, 1h30m) plus whole days (1d).
func ParseWindow(s string) (time.Duration, error) {
	if days, ok := strings.CutSuffix(strings.ToLower(s), "d"); ok {
		n, err := strconv.Atoi(days)
		if err != nil || n <= 0 {
			return 0, fmt.Errorf("invalid window %q", s)
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("invalid window %q", s)
	}
	return d, nil
}

func (o Options) Match(e logline.Entry) bool {
	if !o.From.IsZero() && e.Time.Before(o.From) {
		return false
	}
	if !o.To.IsZero() && !e.Time.Before(o.To) {
		return false
	}
	return logline.Rank(e.Level) >= o.MinLevel
}
