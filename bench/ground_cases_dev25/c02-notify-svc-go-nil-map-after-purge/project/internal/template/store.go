package template

import (
	"bytes"
	"context"
	"fmt"
	"text/template"

	"github.com/kuaibao/notify-svc/internal/cache"
)

// Source loads raw template bodies, e.g. from the config DB.
type Source interface {
	Load(ctx context.Context, name string) (string, error)
}

// Store compiles templates on first use and keeps them in an LRU.
type Store struct {
	src   Source
	cache *cache.LRU
}

func NewStore(src Source, size int) *Store {
	return &Store{src: src, cache: cache.New(size)}
}

// Get returns the compiled template called name.
func (s *Store) Get(ctx context.Context, name string) (*template.Template, error) {
	if v, ok := s.cache.Get(name); ok {
		return v.(*template.Template), nil
	}
	body, err := s.src.Load(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("load template %q: %w", name, err)
	}
	t, err := template.New(name).Option("missingkey=error").Parse(body)
	if err != nil {
		return nil, fmt.Errorf("parse template %q: %w", name, err)
	}
	s.cache.Set(name, t)
	return t, nil
}

// Render executes the named template with data.
func (s *Store) Render(ctx context.Context, name string, data any) (string, error) {
	t, err := s.Get(ctx, name)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		return "", err
	}
	return buf.String(), nil
}

// Invalidate drops every compiled template.
func (s *Store) Invalidate() { s.cache.Purge() }
