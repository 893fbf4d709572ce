package sheet

import (
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strconv"
	"time"
)

// Entry is one row of the attendance sheet: date, clock-in, clock-out, break minutes.
type Entry struct {
	Day   time.Time
	In    time.Time
	Out   time.Time
	Break time.Duration
}

const (
	layoutDay   = "2006-01-02"
	layoutClock = "15:04"
)

// ReadFile reads a CSV export from the attendance system (header row first).
func ReadFile(path string) ([]Entry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f)
}

// Read parses rows of day,in,out,break_minutes.
func Read(r io.Reader) ([]Entry, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = 4
	rows, err := cr.ReadAll()
	if err != nil {
		return nil, err
	}
	var out []Entry
	for i, rec := range rows {
		if i == 0 {
			continue
		}
		day, err := time.ParseInLocation(layoutDay, rec[0], time.Local)
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", i+1, err)
		}
		in, err := clock(day, rec[1])
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", i+1, err)
		}
		outAt, err := clock(day, rec[2])
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", i+1, err)
		}
		brk, _ := strconv.Atoi(rec[3])
		out = append(out, Entry{Day: day, In: in, Out: outAt, Break: time.Duration(brk) * time.Minute})
	}
	return out, nil
}

func clock(day time.Time, s string) (time.Time, error) {
	t, err := time.Parse(layoutClock, s)
	if err != nil {
		return time.Time{}, err
	}
	return time.Date(day.Year(), day.Month(), day.Day(), t.Hour(), t.Minute(), 0, 0, day.Location()), nil
}
