package config

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Config holds key/value pairs grouped by [section]. Keys outside any
// section live in the "" section.
type Config struct {
	sections map[string]map[string]string
}

func New() *Config {
	return &Config{sections: map[string]map[string]string{"": {}}}
}

// Parse reads an INI-style file.
func Parse(r io.Reader) (*Config, error) {
	cfg := New()
	section := ""
	sc := bufio.NewScanner(r)
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if strings.HasPrefix(line, "[") {
			name, err := parseSection(line)
			if err != nil {
				return nil, fmt.Errorf("line %d: %w", lineNo, err)
			}
			section = name
			if _, ok := cfg.sections[section]; !ok {
				cfg.sections[section] = map[string]string{}
			}
			continue
		}
		key, val := parseLine(line)
		cfg.sections[section][key] = val
	}
	return cfg, sc.Err()
}

func parseSection(line string) (string, error) {
	if !strings.HasSuffix(line, "]") || len(line) < 3 {
		return "", fmt.Errorf("bad section header %q", line)
	}
	return strings.TrimSpace(line[1 : len(line)-1]), nil
}

// stripComment cuts a trailing " #" or " ;" comment that is not inside quotes.
func stripComment(line string) string {
	var quote byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case (c == '#' || c == ';') && i > 0 && (line[i-1] == ' ' || line[i-1] == '\t'):
			return strings.TrimSpace(line[:i])
		}
	}
	return line
}

func parseLine(line string) (string, string) {
	line = stripComment(line)
	parts := strings.Split(line, "=")
	key := strings.TrimSpace(parts[0])
	val := strings.TrimSpace(parts[1])
	return key, unquote(val)
}

func unquote(v string) string {
	if len(v) >= 2 && (v[0] == '"' && v[len(v)-1] == '"' || v[0] == '\'' && v[len(v)-1] == '\'') {
		return v[1 : len(v)-1]
	}
	return v
}

// Get returns the value of key in section and whether it was set.
func (c *Config) Get(section, key string) (string, bool) {
	s, ok := c.sections[section]
	if !ok {
		return "", false
	}
	v, ok := s[key]
	return v, ok
}

// GetInt returns the value as int, or def when missing or not a number.
func (c *Config) GetInt(section, key string, def int) int {
	v, ok := c.Get(section, key)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return def
	}
	return n
}

// GetBool accepts 1/0, true/false, yes/no, on/off.
func (c *Config) GetBool(section, key string, def bool) bool {
	v, ok := c.Get(section, key)
	if !ok {
		return def
	}
	switch strings.ToLower(v) {
	case "1", "true", "yes", "on":
		return true
	case "0", "false", "no", "off":
		return false
	}
	return def
}

// Sections lists section names in no particular order.
func (c *Config) Sections() []string {
	out := make([]string, 0, len(c.sections))
	for name := range c.sections {
		out = append(out, name)
	}
	return out
}
