package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

var (
	flagProject string
	flagEnv     string
	flagDryRun  bool
)

// Execute runs the kura command tree.
func Execute(version, commit string) error {
	root := &cobra.Command{
		Use:           "kura",
		Short:         "kura: small ops helpers for the acme platform (DB snapshots, maintenance windows)",
		Version:       fmt.Sprintf("%s (%s)", version, commit),
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.PersistentFlags().StringVar(&flagProject, "project", os.Getenv("KURA_PROJECT"), "GCP project")
	root.PersistentFlags().StringVar(&flagEnv, "env", "stg", "environment: stg or prd")
	root.PersistentFlags().BoolVar(&flagDryRun, "dry-run", false, "print what would be done")
	root.AddCommand(snapshotCmd(), maintenanceCmd())
	if err := root.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "kura:", err)
		return err
	}
	return nil
}

func requireProject() error {
	if flagProject == "" {
		return fmt.Errorf("--project or KURA_PROJECT is required")
	}
	if flagEnv != "stg" && flagEnv != "prd" {
		return fmt.Errorf("--env must be stg or prd, got %q", flagEnv)
	}
	return nil
}
