package config

import "testing"

func fakeEnv(m map[string]string) LookupFunc {
	return func(k string) (string, bool) {
		v, ok := m[k]
		return v, ok
	}
}

func TestMergeEnvStrings(t *testing.T) {
	cfg := Default()
	err := mergeEnv(&cfg, fakeEnv(map[string]string{
		"SYNCER_ENDPOINT": "https://s3.internal",
		"SYNCER_BUCKET":   "assets-staging",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Endpoint != "https://s3.internal" || cfg.Bucket != "assets-staging" {
		t.Fatalf("got %+v", cfg)
	}
}

func TestMergeEnvBadRetries(t *testing.T) {
	cfg := Default()
	if err := mergeEnv(&cfg, fakeEnv(map[string]string{"SYNCER_MAX_RETRIES": "lots"})); err == nil {
		t.Fatal("expected an error")
	}
}

func TestParseBool(t *testing.T) {
	for _, v := range []string{"1", "true", "YES", "on"} {
		if b, err := parseBool(v); err != nil || !b {
			t.Errorf("parseBool(%q) = %v, %v", v, b, err)
		}
	}
	if _, err := parseBool("maybe"); err == nil {
		t.Error("parseBool(maybe) should fail")
	}
}
