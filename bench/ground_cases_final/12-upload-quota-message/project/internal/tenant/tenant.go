package tenant

import (
	"encoding/json"
	"os"
)

type Tenant struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	QuotaMiB int64  `json:"quota_mib"`
	APIKey   string `json:"api_key"`
}

type Registry struct {
	byKey map[string]Tenant
	all   []Tenant
}

func Load(path string) (*Registry, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var list []Tenant
	if err := json.Unmarshal(b, &list); err != nil {
		return nil, err
	}
	return NewRegistry(list), nil
}

func NewRegistry(list []Tenant) *Registry {
	r := &Registry{byKey: map[string]Tenant{}, all: list}
	for _, t := range list {
		r.byKey[t.APIKey] = t
	}
	return r
}

func (r *Registry) ByAPIKey(key string) (Tenant, bool) {
	t, ok := r.byKey[key]
	return t, ok
}

// LimitsMiB maps tenant ID to its quota in MiB.
func (r *Registry) LimitsMiB() map[string]int64 {
	out := make(map[string]int64, len(r.all))
	for _, t := range r.all {
		out[t.ID] = t.QuotaMiB
	}
	return out
}
