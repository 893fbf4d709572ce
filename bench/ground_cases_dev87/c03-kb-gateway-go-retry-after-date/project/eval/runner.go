package eval

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strings"

	"github.com/lanshan/kb-gateway/internal/config"
	"github.com/lanshan/kb-gateway/internal/llm"
)

type Case struct {
	ID          string   `json:"id"`
	Question    string   `json:"question"`
	MustContain []string `json:"must_contain"`
}

func LoadCases(path string) ([]Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Case
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var c Case
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, sc.Err()
}

// Answer runs one golden question through the same model and prompt as production.
func Answer(ctx context.Context, cfg config.Config, q string) (string, error) {
	client := llm.NewClient(cfg.BaseURL, cfg.APIKey, cfg.Model)
	res, err := client.Stream(ctx, llm.Request{
		Messages:    []llm.Message{{Role: "system", Content: cfg.SystemPrompt}, {Role: "user", Content: q}},
		Temperature: 0, // eval must be reproducible; production keeps cfg.Temperature
		MaxTokens:   cfg.MaxTokens,
	}, func(string) {})
	return res.Text, err
}
