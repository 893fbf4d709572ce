package dev.rk.ledger.cmd;

import dev.rk.ledger.csv.BankProfile;
import dev.rk.ledger.csv.StatementParser;
import dev.rk.ledger.model.Transaction;
import dev.rk.ledger.store.LedgerStore;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "import", description = "Import a bank CSV export.")
public final class ImportCommand implements Callable<Integer> {
    @Option(names = "--db", defaultValue = "${sys:user.home}/.ledger.db", description = "Ledger database")
    Path db;

    @Option(names = {"-b", "--bank"}, required = true, description = "Bank profile: dkb, ing, amex")
    String bank;

    @Option(names = {"-a", "--account"}, required = true, description = "Account name to file these under")
    String account;

    @Parameters(arity = "1..*", description = "CSV files")
    List<Path> files;

    @Override
    public Integer call() throws Exception {
        StatementParser parser = new StatementParser(BankProfile.of(bank), account);
        try (LedgerStore store = new LedgerStore(db)) {
            for (Path file : files) {
                List<Transaction> txs = parser.parse(file);
                int added = store.insertAll(txs);
                System.out.printf("%s: %d rows, %d new%n", file.getFileName(), txs.size(), added);
            }
        }
        return 0;
    }
}
