// Package slug generates short, unambiguous link identifiers.
package slug

import (
	"crypto/rand"
	"math/big"
)

// Alphabet leaves out characters that are easy to confuse when read aloud or
// typed from a printout: 0/O, 1/l/I.
const Alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

var alphabetLen = big.NewInt(int64(len(Alphabet)))

// New returns a random slug of n characters from Alphabet.
func New(n int) string {
	b := make([]byte, n)
	for i := range b {
		k, err := rand.Int(rand.Reader, alphabetLen)
		if err != nil {
			panic("slug: crypto/rand failed: " + err.Error())
		}
		b[i] = Alphabet[k.Int64()]
	}
	return string(b)
}

// Valid reports whether s only uses characters from Alphabet.
func Valid(s string) bool {
	for _, c := range s {
		found := false
		for _, a := range Alphabet {
			if a == c {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return s != ""
}
