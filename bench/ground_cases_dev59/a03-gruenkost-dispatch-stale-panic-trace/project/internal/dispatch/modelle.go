package dispatch

import "time"

// Fahrer ist ein Kurier mit Lastenrad oder E-Transporter.
type Fahrer struct {
	ID           string
	Name         string
	Zone         string
	Schicht      Schicht
	Pausiert     bool
	OffeneTouren int
}

// Lieferung ist eine Gemüsekiste, die zugestellt werden muss.
type Lieferung struct {
	ID      string
	PLZ     string
	Adresse string
	Trinkgeld int // in Cent
}

// Zuweisung hält fest, wer welche Lieferung fährt.
type Zuweisung struct {
	LieferungID string
	FahrerID    string
	Zone        string
	Am          time.Time
}

// FahrerQuelle liefert die aktuell bekannten Fahrer (aus der Konfiguration oder der DB).
type FahrerQuelle interface {
	Alle() []Fahrer
}
