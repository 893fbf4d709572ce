package dev.rk.ledger.cmd;

import dev.rk.ledger.model.Transaction;
import dev.rk.ledger.store.LedgerStore;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.YearMonth;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "report", description = "Totals per category for one month.")
public final class ReportCommand implements Callable<Integer> {
    @Option(names = "--db", defaultValue = "${sys:user.home}/.ledger.db")
    Path db;

    @Option(names = "--list", description = "Also print every transaction")
    boolean list;

    @Option(names = {"-c", "--category"}, description = "Only this category (use 'uncategorized' for none)")
    String category;

    @Parameters(index = "0", description = "Month, e.g. 2025-09")
    YearMonth month;

    @Override
    public Integer call() throws Exception {
        try (LedgerStore store = new LedgerStore(db)) {
            List<Transaction> txs = store.between(month.atDay(1), month.plusMonths(1).atDay(1));
            Map<String, BigDecimal> totals = new TreeMap<>();
            for (Transaction t : txs) {
                String cat = Objects.requireNonNullElse(t.category(), "uncategorized");
                if (category != null && !category.equalsIgnoreCase(cat)) {
                    continue;
                }
                totals.merge(cat, t.amount(), BigDecimal::add);
                if (list) {
                    System.out.printf("%s  %-6s %10s  %-16s %s%n", t.date(), t.account(), t.amount(), cat,
                            t.counterparty());
                }
            }
            totals.forEach((cat, sum) -> System.out.printf("%-16s %12s%n", cat, sum));
            System.out.printf("%-16s %12s%n", "TOTAL",
                    totals.values().stream().reduce(BigDecimal.ZERO, BigDecimal::add));
        }
        return 0;
    }
}
