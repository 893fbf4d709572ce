package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	dsync "github.com/zhaolei/dotsync/internal/sync"
)

var statusCmd = &cobra.Command{
	Use:   "status",
	Short: "Show which dotfiles differ from the repository",
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
		out := cmd.OutOrStdout()
		for _, a := range actions {
			if a.Kind == "skip" && !verbose {
				continue
			}
			fmt.Fprintf(out, "%-8s %s\n", a.Kind, a.Name)
		}
		return nil
	},
}

func init() {
	rootCmd.AddCommand(statusCmd)
}
