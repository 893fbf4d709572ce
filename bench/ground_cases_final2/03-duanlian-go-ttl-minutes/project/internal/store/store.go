package store

import (
	"errors"

	"github.com/lanshan-tech/duanlian/internal/model"
)

var ErrNotFound = errors.New("not found")

type Store interface {
	Get(code string) (*model.Link, error)
	Put(link *model.Link) error
	Delete(code string) error
	IncrHits(code string)
	All() []*model.Link
}
