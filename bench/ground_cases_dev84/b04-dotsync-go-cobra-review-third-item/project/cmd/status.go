package cmd

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/kenji-t/dotsync/internal/config"
	"github.com/kenji-t/dotsync/internal/linker"
)

var statusCmd = &cobra.Command{
	Use:   "status",
	Short: "各リンクの状態を表示する",
	Args:  cobra.NoArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		cfg, err := config.Load(cfgFile)
		if err != nil {
			return err
		}
		color := useColor(cmd.OutOrStdout())
		for _, l := range cfg.Links {
			src := filepath.Join(cfg.RepoDir, l.Src)
			st := linker.Inspect(src, config.ExpandHome(l.Dst))
			label := fmt.Sprintf("%-10s", st)
			if color {
				label = colors[st] + label + "\x1b[0m"
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s %s\n", label, l.Dst)
		}
		return nil
	},
}

var colors = map[linker.State]string{
	linker.Linked:   "\x1b[32m",
	linker.Missing:  "\x1b[33m",
	linker.Conflict: "\x1b[31m",
}

// useColor は NO_COLOR が空で、出力先が端末のときだけ true。
func useColor(w io.Writer) bool {
	if os.Getenv("NO_COLOR") != "" {
		return false
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func init() {
	rootCmd.AddCommand(statusCmd)
}
