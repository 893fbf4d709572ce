package eval

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/lanshan/kb-gateway/internal/config"
)

func TestGolden(t *testing.T) {
	if os.Getenv("RUN_EVAL") == "" {
		t.Skip("set RUN_EVAL=1 to run against the model")
	}
	cases, err := LoadCases("golden.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	cfg := config.Load()
	for _, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			got, err := Answer(context.Background(), cfg, c.Question)
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range c.MustContain {
				if !strings.Contains(got, want) {
					t.Errorf("answer missing %q:\n%s", want, got)
				}
			}
		})
	}
}
