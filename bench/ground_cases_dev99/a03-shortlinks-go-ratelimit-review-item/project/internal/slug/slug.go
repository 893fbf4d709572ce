package slug

import (
	"crypto/rand"
	"errors"
	"math/big"
	"regexp"
)

// no 0/o, 1/l/i: people type these links off slides
const alphabet = "23456789abcdefghjkmnpqrstuvwxyz"

var valid = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{2,63}$`)

var reserved = map[string]bool{
	"api": true, "healthz": true, "static": true, "admin": true,
}

var ErrInvalid = errors.New("slug must be 3-64 characters of a-z, 0-9 and '-'")

// New returns a random slug of n characters.
func New(n int) (string, error) {
	b := make([]byte, n)
	max := big.NewInt(int64(len(alphabet)))
	for i := range b {
		idx, err := rand.Int(rand.Reader, max)
		if err != nil {
			return "", err
		}
		b[i] = alphabet[idx.Int64()]
	}
	return string(b), nil
}

// Validate checks a slug chosen by the user.
func Validate(s string) error {
	if !valid.MatchString(s) || reserved[s] {
		return ErrInvalid
	}
	return nil
}
