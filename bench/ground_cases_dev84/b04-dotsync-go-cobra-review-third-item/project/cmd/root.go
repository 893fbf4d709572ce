package cmd

import (
	"os"

	"github.com/spf13/cobra"

	"github.com/kenji-t/dotsync/internal/config"
)

var (
	cfgFile string
	dryRun  bool
	verbose bool
)

var rootCmd = &cobra.Command{
	Use:          "dotsync",
	Short:        "dotfiles をシンボリックリンクで配置する",
	SilenceUsage: true,
}

// Execute は main から呼ばれる。エラーは cobra が表示するので、ここでは終了コードだけ決める。
func Execute() {
	if err := rootCmd.Execute(); err != nil {
		os.Exit(1)
	}
}

func init() {
	rootCmd.PersistentFlags().StringVar(&cfgFile, "config", config.DefaultPath(), "設定ファイル")
	rootCmd.PersistentFlags().BoolVarP(&dryRun, "dry-run", "n", false, "変更せずに表示だけする")
	rootCmd.PersistentFlags().BoolVarP(&verbose, "verbose", "v", false, "詳しく表示する")
}
