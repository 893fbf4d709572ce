package i18n

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/text/language"
)

// Catalog maps locale -> message key -> template.
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

// Lookup returns the template for key in tag's language.
func (c *Catalog) Lookup(tag language.Tag, key string) string {
	base, _ := tag.Base()
	if m, ok := c.messages[tag.String()]; ok {
		if s, ok := m[key]; ok {
			return s
		}
	}
	if m, ok := c.messages[base.String()]; ok {
		if s, ok := m[key]; ok {
			return s
		}
	}
	return key
}
