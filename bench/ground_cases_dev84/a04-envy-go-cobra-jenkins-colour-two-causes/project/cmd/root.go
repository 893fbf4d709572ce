package cmd

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/lunarops/envy/internal/profiles"
	"github.com/lunarops/envy/internal/ui"
	"github.com/spf13/cobra"
)

var (
	profileDir string
	noColor    bool
	store      *profiles.Store
)

var rootCmd = &cobra.Command{
	Use:           "envy",
	Short:         "Switch between sets of environment variables",
	SilenceUsage:  true,
	SilenceErrors: true,
	PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
		if noColor {
			ui.Disable()
		} else if os.Getenv("CLICOLOR_FORCE") != "" {
			ui.Force = true
		}
		store = profiles.NewStore(profileDir)
		return nil
	},
}

func defaultDir() string {
	base := os.Getenv("XDG_CONFIG_HOME")
	if base == "" {
		home, _ := os.UserHomeDir()
		base = filepath.Join(home, ".config")
	}
	return filepath.Join(base, "envy", "profiles")
}

func init() {
	rootCmd.PersistentFlags().StringVar(&profileDir, "dir", defaultDir(), "directory holding <name>.env files")
	// old name, kept for scripts; same variable, hidden from --help
	rootCmd.PersistentFlags().StringVar(&profileDir, "profile-dir", defaultDir(), "")
	_ = rootCmd.PersistentFlags().MarkHidden("profile-dir")
	rootCmd.PersistentFlags().BoolVar(&noColor, "no-color", false, "disable colour output")
	rootCmd.AddCommand(listCmd, useCmd, diffCmd)
}

// Execute runs the root command and prints any error in red.
func Execute() error {
	err := rootCmd.Execute()
	if err != nil {
		fmt.Fprintln(os.Stderr, ui.Red("error: "+err.Error()))
	}
	return err
}
