package dispatch

import (
	"errors"
	"fmt"
	"strings"
)

// ErrKeineZone: die PLZ liegt außerhalb des Liefergebiets.
var ErrKeineZone = errors.New("PLZ liegt nicht im Liefergebiet")

// Zonen ordnet Postleitzahlen den Lieferzonen zu.
type Zonen struct {
	nachPLZ map[string][]string
}

func NeueZonen(def map[string][]string) *Zonen {
	z := &Zonen{nachPLZ: map[string][]string{}}
	for name, plzs := range def {
		for _, p := range plzs {
			z.nachPLZ[p] = append(z.nachPLZ[p], name)
		}
	}
	return z
}

// Fuer gibt die Zone einer PLZ zurück. Liegt eine PLZ in zwei Zonen, gewinnt die erste.
func (z *Zonen) Fuer(plz string) (string, error) {
	plz = strings.TrimSpace(plz)
	zonen := z.nachPLZ[plz]
	if len(zonen) == 0 {
		return "", fmt.Errorf("%w: %s", ErrKeineZone, plz)
	}
	return zonen[0], nil
}
