package cmd

import (
	"fmt"
	"os/exec"
	"strings"
	"time"

	"github.com/spf13/cobra"
)

func snapshotCmd() *cobra.Command {
	var instance string
	c := &cobra.Command{
		Use:   "snapshot",
		Short: "Take an on-demand Cloud SQL backup before risky changes",
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := requireProject(); err != nil {
				return err
			}
			if instance == "" {
				instance = fmt.Sprintf("main-%s", flagEnv)
			}
			desc := fmt.Sprintf("kura %s %s", time.Now().UTC().Format(time.RFC3339), strings.Join(args, " "))
			argv := []string{"sql", "backups", "create", "--instance", instance, "--project", flagProject, "--description", desc}
			if flagDryRun {
				fmt.Println("gcloud", strings.Join(argv, " "))
				return nil
			}
			out, err := exec.Command("gcloud", argv...).CombinedOutput()
			fmt.Print(string(out))
			if err != nil {
				return fmt.Errorf("gcloud sql backups create: %w", err)
			}
			return nil
		},
	}
	c.Flags().StringVar(&instance, "instance", "", "Cloud SQL instance (default main-<env>)")
	return c
}
