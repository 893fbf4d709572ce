package cmd

import (
	"fmt"
	"os"
	"time"

	"github.com/hrk-tools/logtail/internal/filter"
	"github.com/hrk-tools/logtail/internal/reader"
	"github.com/spf13/cobra"
)

var (
	flagSince   time.Duration
	flagLevel   string
	flagGrep    string
	flagVerbose bool
)

var rootCmd = &cobra.Command{
	Use:   "logtail [file...]",
	Short: "JSON Lines のログを絞り込んで表示する",
	Args:  cobra.MinimumNArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		f := filter.Filter{Level: flagLevel, Contains: flagGrep}
		if flagSince > 0 {
			// ログは JST で出るので since もローカル時刻で揃える
			f.Since = time.Now().In(time.Local).Add(-flagSince)
		}
		if flagVerbose {
			fmt.Fprintf(os.Stderr, "since=%s level=%q grep=%q\n", f.Since.Format(time.RFC3339), f.Level, f.Contains)
		}
		for _, path := range args {
			entries, err := reader.ReadFile(path)
			if err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
			for _, e := range entries {
				if f.Match(e) {
					fmt.Println(e.Raw)
				}
			}
		}
		return nil
	},
}

func init() {
	rootCmd.Flags().DurationVar(&flagSince, "since", 0, "この期間内のログだけ表示 (例: 2h, 30m)")
	rootCmd.Flags().StringVar(&flagLevel, "level", "", "最低レベル (debug|info|warn|error)")
	rootCmd.Flags().StringVar(&flagGrep, "grep", "", "msg に含まれる文字列")
	rootCmd.Flags().BoolVarP(&flagVerbose, "verbose", "v", false, "絞り込み条件を stderr に出す")
}

func Execute() error {
	return rootCmd.Execute()
}
