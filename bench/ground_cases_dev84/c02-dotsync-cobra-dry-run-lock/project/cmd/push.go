package cmd

import (
	"os"

	"github.com/spf13/cobra"
	dsync "github.com/zhaolei/dotsync/internal/sync"
)

var (
	pushDryRun bool
	pushForce  bool
)

var pushCmd = &cobra.Command{
	Use:   "push",
	Short: "Copy dotfiles from $HOME into the repository",
	RunE: func(cmd *cobra.Command, args []string) error {
		cfg, err := loadConfig()
		if err != nil {
			return err
		}
		home, err := os.UserHomeDir()
		if err != nil {
			return err
		}
		lock, err := dsync.ReadLock(cfg.Lock)
		if err != nil {
			return err
		}
		actions, err := dsync.Plan(home, cfg.Repo, cfg.Files, lock)
		if err != nil {
			return err
		}
		opts := dsync.Options{DryRun: pushDryRun, Force: pushForce, Out: cmd.OutOrStdout()}
		return dsync.Apply(actions, cfg.Lock, lock, opts)
	},
}

func init() {
	pushCmd.Flags().BoolVarP(&pushDryRun, "dry-run", "n", false, "print the plan, change nothing")
	pushCmd.Flags().BoolVarP(&pushForce, "force", "f", false, "overwrite files changed in the repository")
	rootCmd.AddCommand(pushCmd)
}
