package dev.rk.ledger.csv;

import dev.rk.ledger.model.Transaction;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** Reads one bank export into transactions, using the bank's profile. */
public final class StatementParser {
    private final BankProfile profile;
    private final String account;

    public StatementParser(BankProfile profile, String account) {
        this.profile = profile;
        this.account = account;
    }

    public List<Transaction> parse(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, profile.charset());
        if (lines.size() <= profile.headerLines()) {
            return List.of();
        }
        List<String> header = split(lines.get(profile.headerLines() - 1));
        int date = column(header, profile.dateColumn());
        int amount = column(header, profile.amountColumn());
        int who = column(header, profile.counterpartyColumn());
        int purpose = column(header, profile.purposeColumn());

        List<Transaction> out = new ArrayList<>();
        for (String line : lines.subList(profile.headerLines(), lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            List<String> f = split(line);
            out.add(new Transaction(account,
                    LocalDate.parse(f.get(date), profile.dateFormat()),
                    amount(f.get(amount)),
                    f.get(who),
                    f.get(purpose),
                    null));
        }
        return out;
    }

    BigDecimal amount(String raw) {
        String s = raw.replace("€", "").replace("\u00a0", "").trim();
        if (profile.decimalComma()) {
            s = s.replace(".", "").replace(',', '.');
        }
        return new BigDecimal(s);
    }

    List<String> split(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                if (quoted && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (c == profile.separator() && !quoted) {
                fields.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        fields.add(cur.toString());
        return fields;
    }

    private static int column(List<String> header, String name) {
        int i = header.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("column '" + name + "' not in header " + header);
        }
        return i;
    }
}
