package dev.rk.ledger.csv;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;

/** How one bank lays out its CSV export. headerLines counts the header row itself. */
public record BankProfile(
        String id,
        Charset charset,
        char separator,
        int headerLines,
        String dateColumn,
        DateTimeFormatter dateFormat,
        String amountColumn,
        boolean decimalComma,
        String counterpartyColumn,
        String purposeColumn) {

    private static final DateTimeFormatter DE = DateTimeFormatter.ofPattern("dd.MM.yyyy", Locale.GERMANY);
    private static final DateTimeFormatter DE_SHORT = DateTimeFormatter.ofPattern("dd.MM.yy", Locale.GERMANY);
    private static final DateTimeFormatter SLASHES = DateTimeFormatter.ofPattern("dd/MM/yyyy", Locale.GERMANY);

    public static final Map<String, BankProfile> KNOWN = Map.of(
            "dkb", new BankProfile("dkb", StandardCharsets.UTF_8, ';', 5,
                    "Wertstellung", DE_SHORT, "Betrag (€)", true, "Zahlungsempfänger*in", "Verwendungszweck"),
            "ing", new BankProfile("ing", StandardCharsets.ISO_8859_1, ';', 14,
                    "Buchung", DE, "Betrag", true, "Auftraggeber/Empfänger", "Verwendungszweck"),
            "amex", new BankProfile("amex", StandardCharsets.UTF_8, ',', 1,
                    "Datum", SLASHES, "Betrag", true, "Beschreibung", "Weitere Details"));

    public static BankProfile of(String id) {
        BankProfile profile = KNOWN.get(id.toLowerCase(Locale.ROOT));
        if (profile == null) {
            throw new IllegalArgumentException("unknown bank profile '" + id + "', known: " + KNOWN.keySet());
        }
        return profile;
    }
}
