package i18n

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Catalog holds flat key -> message maps per locale, loaded from locales/<tag>.json.
type Catalog struct {
	messages map[string]map[string]string
}

func LoadCatalog(dir string) (*Catalog, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	c := &Catalog{messages: map[string]map[string]string{}}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		m := map[string]string{}
		if err := json.Unmarshal(raw, &m); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		c.messages[strings.TrimSuffix(filepath.Base(f), ".json")] = m
	}
	return c, nil
}

func (c *Catalog) Has(locale string) bool {
	_, ok := c.messages[locale]
	return ok
}

// T returns the message for key in locale, falling back to English, then to the key.
func (c *Catalog) T(locale, key string, args ...any) string {
	if msg, ok := c.messages[locale][key]; ok {
		return fmt.Sprintf(msg, args...)
	}
	if msg, ok := c.messages[Fallback][key]; ok {
		return fmt.Sprintf(msg, args...)
	}
	return key
}
