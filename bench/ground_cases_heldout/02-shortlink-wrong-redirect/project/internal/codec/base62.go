// Package codec turns sequential ids into short base62 codes and back.
package codec

import (
	"errors"
	"strings"
)

const alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// ErrInvalid is returned for codes containing characters outside the alphabet.
var ErrInvalid = errors.New("codec: invalid code")

// Encode returns the base62 code of id.
func Encode(id uint64) string {
	if id == 0 {
		return "0"
	}
	var b strings.Builder
	var digits []byte
	for id > 0 {
		digits = append(digits, alphabet[id%62])
		id /= 62
	}
	for i := len(digits) - 1; i >= 0; i-- {
		b.WriteByte(digits[i])
	}
	return b.String()
}

// Decode returns the id whose code is s.
func Decode(s string) (uint64, error) {
	if s == "" {
		return 0, ErrInvalid
	}
	var id uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		var v uint64
		switch {
		case c >= '0' && c <= '9':
			v = uint64(c - '0')
		case c >= 'a' && c <= 'z':
			v = uint64(c-'a') + 10
		case c >= 'A' && c <= 'Z':
			v = uint64(c-'A') + 10
		default:
			return 0, ErrInvalid
		}
		id = id*62 + v
	}
	return id, nil
}
