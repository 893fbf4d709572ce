package dev.rk.ledger.cmd;

import dev.rk.ledger.store.LedgerStore;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "categorize", description = "Set the category of every transaction whose purpose matches.")
public final class CategorizeCommand implements Callable<Integer> {
    @Option(names = "--db", defaultValue = "${sys:user.home}/.ledger.db")
    Path db;

    @Parameters(index = "0", description = "SQL LIKE pattern on the purpose, e.g. %REWE%")
    String pattern;

    @Parameters(index = "1", description = "Category, e.g. groceries")
    String category;

    @Override
    public Integer call() throws Exception {
        try (LedgerStore store = new LedgerStore(db)) {
            store.setCategory(pattern, category);
        }
        return 0;
    }
}
