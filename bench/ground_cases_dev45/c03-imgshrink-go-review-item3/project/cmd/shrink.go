package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/liuyang/imgshrink/internal/resize"
)

var (
	maxWidth int
	quality  int
	workers  int
	outDir   string
)

var shrinkCmd = &cobra.Command{
	Use:   "shrink <dir>",
	Short: "Resize every JPEG/PNG under <dir>",
	Args:  cobra.ExactArgs(1),
	RunE:  runShrink,
}

func init() {
	shrinkCmd.Flags().IntVarP(&maxWidth, "max-width", "w", 1600, "max width in pixels")
	shrinkCmd.Flags().IntVarP(&quality, "quality", "q", 82, "JPEG quality 1-100")
	shrinkCmd.Flags().IntVar(&workers, "workers", runtime.NumCPU(), "parallel workers")
	shrinkCmd.Flags().StringVarP(&outDir, "out", "o", "", "output dir (default: in place)")
	rootCmd.AddCommand(shrinkCmd)
}

func isImage(path string) bool {
	ext := strings.ToLower(filepath.Ext(path))
	return ext == ".jpg" || ext == ".jpeg" || ext == ".png"
}

func runShrink(cmd *cobra.Command, args []string) error {
	root := args[0]
	if workers < 1 {
		return fmt.Errorf("--workers must be at least 1, got %d", workers)
	}
	var files []string
	err := filepath.Walk(root, func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if !info.IsDir() && isImage(path) {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("walk %s: %w", root, err)
	}

	jobs := make(chan string)
	errs := make(chan error)
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for path := range jobs {
				dst := path
				if outDir != "" {
					rel, _ := filepath.Rel(root, path)
					dst = filepath.Join(outDir, rel)
				}
				if verbose {
					fmt.Fprintln(cmd.OutOrStdout(), path)
				}
				if err := resize.File(path, dst, maxWidth, quality); err != nil {
					errs <- fmt.Errorf("%s: %w", path, err)
				}
			}
		}()
	}
	for _, f := range files {
		jobs <- f
	}
	close(jobs)
	wg.Wait()
	close(errs)

	failed := 0
	for err := range errs {
		fmt.Fprintln(cmd.ErrOrStderr(), err)
		failed++
	}
	fmt.Fprintf(cmd.OutOrStdout(), "%d files, %d failed\n", len(files), failed)
	if failed > 0 {
		return fmt.Errorf("%d files failed", failed)
	}
	return nil
}
