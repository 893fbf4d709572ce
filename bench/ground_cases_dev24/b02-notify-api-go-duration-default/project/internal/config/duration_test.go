package config

import (
	"testing"
	"time"
)

func TestParseDuration(t *testing.T) {
	cases := []struct {
		raw     string
		want    time.Duration
		wantErr bool
	}{
		{raw: "30", want: 30 * time.Second},
		{raw: " 45 ", want: 45 * time.Second},
		{raw: "30s", want: 30 * time.Second},
		{raw: "1m30s", want: 90 * time.Second},
		{raw: "500ms", want: 500 * time.Millisecond},
		{raw: "-5", wantErr: true},
		{raw: "-2s", wantErr: true},
		{raw: "abc", wantErr: true},
	}
	for _, c := range cases {
		got, err := parseDuration("X", c.raw, time.Minute)
		if c.wantErr {
			if err == nil {
				t.Errorf("parseDuration(%q) = %s, want an error", c.raw, got)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("parseDuration(%q) = %s, %v; want %s", c.raw, got, err, c.want)
		}
	}
}
