package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
)

//go:embed locales/*.json
var files embed.FS

var catalogs = map[string]map[string]string{}

// Load reads every locales/<lang>.json into memory.
func Load() error {
	for _, lang := range Supported {
		raw, err := files.ReadFile("locales/" + lang + ".json")
		if err != nil {
			return fmt.Errorf("catalog %s: %w", lang, err)
		}
		m := map[string]string{}
		if err := json.Unmarshal(raw, &m); err != nil {
			return fmt.Errorf("catalog %s: %w", lang, err)
		}
		catalogs[lang] = m
	}
	return nil
}

// T returns the message for key in lang, falling back to English, then the key.
func T(lang, key string) string {
	if s, ok := catalogs[lang][key]; ok {
		return s
	}
	if s, ok := catalogs["en"][key]; ok {
		return s
	}
	return key
}
