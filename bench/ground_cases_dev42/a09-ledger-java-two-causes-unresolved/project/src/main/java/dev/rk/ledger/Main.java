package dev.rk.ledger;

import dev.rk.ledger.cmd.CategorizeCommand;
import dev.rk.ledger.cmd.ImportCommand;
import dev.rk.ledger.cmd.ReportCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

@Command(name = "ledger", mixinStandardHelpOptions = true, version = "ledger 0.6",
        description = "Import bank CSV exports into a local SQLite ledger and report on them.",
        subcommands = {ImportCommand.class, CategorizeCommand.class, ReportCommand.class})
public final class Main {
    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }
}
