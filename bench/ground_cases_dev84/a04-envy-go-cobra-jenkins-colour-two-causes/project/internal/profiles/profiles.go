// Package profiles reads and writes dotenv profiles and remembers which one is active.
package profiles

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type Store struct{ Dir string }

func NewStore(dir string) *Store { return &Store{Dir: dir} }

// Names lists profile names (files ending in .env), sorted.
func (s *Store) Names() ([]string, error) {
	entries, err := os.ReadDir(s.Dir)
	if err != nil {
		return nil, fmt.Errorf("reading profiles: %w", err)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".env") {
			names = append(names, strings.TrimSuffix(e.Name(), ".env"))
		}
	}
	sort.Strings(names)
	return names, nil
}

// Current is the active profile: the one in .current, else the first one.
func (s *Store) Current() string {
	if b, err := os.ReadFile(filepath.Join(s.Dir, ".current")); err == nil {
		return strings.TrimSpace(string(b))
	}
	names, _ := s.Names()
	if len(names) == 0 {
		return ""
	}
	return names[0]
}

func (s *Store) SetCurrent(name string) error {
	return os.WriteFile(filepath.Join(s.Dir, ".current"), []byte(name+"\n"), 0o644)
}

// Load parses NAME.env: KEY=VALUE lines, # comments, optional quotes.
func (s *Store) Load(name string) (map[string]string, error) {
	f, err := os.Open(filepath.Join(s.Dir, name+".env"))
	if err != nil {
		return nil, fmt.Errorf("profile %q: %w", name, err)
	}
	defer f.Close()
	vars := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		vars[strings.TrimSpace(k)] = strings.Trim(strings.TrimSpace(v), `"'`)
	}
	return vars, sc.Err()
}
