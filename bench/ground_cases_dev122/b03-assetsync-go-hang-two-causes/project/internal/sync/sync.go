package sync

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"

	"github.com/hoshino-lab/assetsync/internal/config"
)

type Syncer struct {
	cfg    *config.Config
	client *http.Client
}

func New(cfg *config.Config) *Syncer {
	return &Syncer{cfg: cfg, client: &http.Client{}}
}

func (s *Syncer) Run(ctx context.Context, dryRun bool) (int, error) {
	var files []string
	err := filepath.WalkDir(s.cfg.SourceDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files = append(files, p)
		return nil
	})
	if err != nil {
		return 0, err
	}
	uploaded := 0
	for _, p := range files {
		if dryRun {
			fmt.Println("would upload", p)
			continue
		}
		if err := retry(ctx, s.cfg.MaxRetries, func() error { return s.upload(ctx, p) }); err != nil {
			return uploaded, fmt.Errorf("%s: %w", p, err)
		}
		uploaded++
	}
	return uploaded, nil
}

func (s *Syncer) upload(ctx context.Context, p string) error {
	body, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	rel, _ := filepath.Rel(s.cfg.SourceDir, p)
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, s.cfg.Endpoint+"/"+filepath.ToSlash(rel), bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+s.cfg.Token)
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("PUT %s: %s", rel, resp.Status)
	}
	return nil
}
