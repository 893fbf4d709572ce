package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/zhaolei/dotsync/internal/config"
)

var (
	cfgFile string
	verbose bool
)

var rootCmd = &cobra.Command{
	Use:          "dotsync",
	Short:        "Keep dotfiles in sync with a git repository",
	SilenceUsage: true,
}

// Execute runs the root command.
func Execute() {
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}

func init() {
	rootCmd.PersistentFlags().StringVar(&cfgFile, "config", "", "config file (default ~/.config/dotsync/config.yaml)")
	rootCmd.PersistentFlags().BoolVarP(&verbose, "verbose", "v", false, "print every file, not only changes")
}

func loadConfig() (*config.Config, error) {
	path := cfgFile
	if path == "" {
		p, err := config.DefaultPath()
		if err != nil {
			return nil, err
		}
		path = p
	}
	return config.Load(path)
}
