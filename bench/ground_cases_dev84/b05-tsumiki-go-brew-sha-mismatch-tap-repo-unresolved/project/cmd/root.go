package cmd

import (
	"github.com/spf13/cobra"

	"github.com/kenji-t/tsumiki/internal/store"
)

var dataFile string

// Root はコマンドツリーを組み立てる。
func Root() *cobra.Command {
	root := &cobra.Command{
		Use:          "tsumiki",
		Short:        "やったことを積み上げて記録する小さなログ",
		SilenceUsage: true,
	}
	root.PersistentFlags().StringVar(&dataFile, "file", store.DefaultPath(), "記録ファイル")
	root.AddCommand(addCmd(), listCmd(), versionCmd())
	return root
}
