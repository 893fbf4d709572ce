package cron

import (
	"testing"
	"time"
)

var shanghai = time.FixedZone("CST", 8*3600)

func at(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, shanghai)
	if err != nil {
		panic(err)
	}
	return t
}

func TestNextDaily(t *testing.T) {
	s, _ := Parse("0 2 * * *")
	if got := s.Next(at("2024-03-05 02:00")); !got.Equal(at("2024-03-06 02:00")) {
		t.Fatalf("got %v", got)
	}
}

func TestNextEveryTenMinutes(t *testing.T) {
	s, _ := Parse("*/10 * * * *")
	if got := s.Next(at("2024-03-05 09:41")); !got.Equal(at("2024-03-05 09:50")) {
		t.Fatalf("got %v", got)
	}
}

func TestSundayAsSeven(t *testing.T) {
	s, _ := Parse("0 8 * * 7")
	if got := s.Next(at("2024-03-05 00:00")); !got.Equal(at("2024-03-10 08:00")) {
		t.Fatalf("got %v", got)
	}
}
