package templates

import (
	"bytes"
	"fmt"
	"html/template"
	"path/filepath"
	"strings"
)

// Set holds mail templates. Each file defines "subject" and "body" blocks:
// templates/welcome.html -> name "welcome".
type Set struct {
	byName map[string]*template.Template
}

func Load(dir string) (*Set, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		return nil, err
	}
	s := &Set{byName: make(map[string]*template.Template)}
	for _, f := range files {
		t, err := template.ParseFiles(f)
		if err != nil {
			return nil, fmt.Errorf("parse %s: %w", f, err)
		}
		s.byName[strings.TrimSuffix(filepath.Base(f), ".html")] = t
	}
	return s, nil
}

func (s *Set) Render(name string, data map[string]string) (subject, body string, err error) {
	t, ok := s.byName[name]
	if !ok {
		return "", "", fmt.Errorf("unknown template %q", name)
	}
	var sb, bb bytes.Buffer
	if err := t.ExecuteTemplate(&sb, "subject", data); err != nil {
		return "", "", err
	}
	if err := t.ExecuteTemplate(&bb, "body", data); err != nil {
		return "", "", err
	}
	return strings.TrimSpace(sb.String()), bb.String(), nil
}
