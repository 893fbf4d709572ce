package dispatch

import (
	"fmt"
	"time"
)

// Schicht eines Fahrers. Beginn und Ende sind "HH:MM" in Ortszeit (Leipzig).
type Schicht struct {
	Wochentage []time.Weekday
	Beginn     string
	Ende       string
}

func arbeitetAm(s Schicht, tag time.Weekday) bool {
	for _, t := range s.Wochentage {
		if t == tag {
			return true
		}
	}
	return false
}

// ImDienst meldet, ob die Schicht den Zeitpunkt jetzt abdeckt. Die Schichtzeiten gelten in ort.
func ImDienst(s Schicht, jetzt time.Time, ort *time.Location) bool {
	jetzt = jetzt.In(ort)
	if !arbeitetAm(s, jetzt.Weekday()) {
		return false
	}
	beginn, err := uhrzeitAm(jetzt, s.Beginn)
	if err != nil {
		return false
	}
	ende, err := uhrzeitAm(jetzt, s.Ende)
	if err != nil {
		return false
	}
	return !jetzt.Before(beginn) && jetzt.Before(ende)
}

func uhrzeitAm(tag time.Time, hhmm string) (time.Time, error) {
	t, err := time.Parse("15:04", hhmm)
	if err != nil {
		return time.Time{}, fmt.Errorf("ungültige Uhrzeit %q: %w", hhmm, err)
	}
	return time.Date(tag.Year(), tag.Month(), tag.Day(), t.Hour(), t.Minute(), 0, 0, tag.Location()), nil
}
