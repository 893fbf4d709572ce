package cmd

import (
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/kenji-t/dotsync/internal/config"
	"github.com/kenji-t/dotsync/internal/linker"
)

var linkCmd = &cobra.Command{
	Use:   "link",
	Short: "設定ファイルに書いたリンクを作る",
	Args:  cobra.NoArgs,
	RunE:  runLink,
}

var (
	noBackup bool
	force    bool
)

func init() {
	rootCmd.AddCommand(linkCmd)
	linkCmd.Flags().BoolVar(&noBackup, "no-backup", false, "既存ファイルを退避しない (あればエラー)")
	linkCmd.Flags().BoolVarP(&force, "force", "f", false, "別の場所を指すリンクを張り替える")
}

func runLink(cmd *cobra.Command, args []string) error {
	cfg, err := config.Load(cfgFile)
	if err != nil {
		return err
	}
	opts := linker.Options{DryRun: dryRun, Backup: !noBackup, Force: force}
	failed := 0
	for _, l := range cfg.Links {
		src := filepath.Join(cfg.RepoDir, l.Src)
		dst := config.ExpandHome(l.Dst)
		res, err := linker.Link(src, dst, opts)
		if err != nil {
			fmt.Fprintf(cmd.ErrOrStderr(), "✗ %s: %v\n", l.Dst, err)
			failed++
			continue
		}
		if verbose || res != linker.AlreadyLinked {
			fmt.Fprintf(cmd.OutOrStdout(), "%s %s -> %s\n", res.Symbol(), l.Dst, src)
		}
	}
	if failed > 0 {
		fmt.Fprintf(cmd.ErrOrStderr(), "%d 件失敗しました\n", failed)
	}
	return nil
}
