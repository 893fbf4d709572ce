package user

import "errors"

var ErrTaken = errors.New("email already registered")

type Store interface {
	Exists(email string) bool
	Create(email string) error
}

func Signup(s Store, email string) error {
	e := normalizeEmail(email)
	if s.Exists(e) {
		return ErrTaken
	}
	return s.Create(e)
}
