package cmd

import (
	"fmt"
	"os/exec"
	"strings"

	"github.com/spf13/cobra"
)

// Maintenance mode is a flag in Runtime Config that the load balancer's
// backend checks; "on" serves the static maintenance page.
func maintenanceCmd() *cobra.Command {
	c := &cobra.Command{
		Use:       "maintenance on|off",
		Short:     "Switch the maintenance page on or off",
		Args:      cobra.ExactValidArgs(1),
		ValidArgs: []string{"on", "off"},
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := requireProject(); err != nil {
				return err
			}
			value := map[string]string{"on": "true", "off": "false"}[args[0]]
			argv := []string{"beta", "runtime-config", "configs", "variables", "set", "maintenance", value,
				"--config-name", "web-" + flagEnv, "--project", flagProject, "--is-text"}
			if flagDryRun {
				fmt.Println("gcloud", strings.Join(argv, " "))
				return nil
			}
			if out, err := exec.Command("gcloud", argv...).CombinedOutput(); err != nil {
				return fmt.Errorf("set maintenance=%s: %w\n%s", value, err, out)
			}
			fmt.Printf("maintenance %s (%s)\n", args[0], flagEnv)
			return nil
		},
	}
	return c
}
