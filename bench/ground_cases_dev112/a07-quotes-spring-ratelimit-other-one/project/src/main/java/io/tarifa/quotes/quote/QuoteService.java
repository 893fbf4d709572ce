package io.tarifa.quotes.quote;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import org.springframework.stereotype.Service;

@Service
public class QuoteService {

    private static final Map<String, BigDecimal> FX_FROM_EUR = Map.of(
            "EUR", BigDecimal.ONE,
            "CHF", new BigDecimal("0.94"),
            "GBP", new BigDecimal("0.86"));

    private final TariffRepository tariffs;

    public QuoteService(TariffRepository tariffs) {
        this.tariffs = tariffs;
    }

    public Quote quote(String tariffCode, String countryCode, int kwhPerYear) {
        Tariff t = tariffs.findByCode(tariffCode)
                .orElseThrow(() -> new UnknownTariffException(tariffCode));
        String currency = currencyFor(countryCode);
        BigDecimal eur = t.basePriceEur().add(t.kwhPriceEur().multiply(BigDecimal.valueOf(kwhPerYear)));
        BigDecimal amount = eur.multiply(FX_FROM_EUR.get(currency)).setScale(2, RoundingMode.HALF_UP);
        return new Quote(tariffCode, countryCode, currency, amount);
    }

    static String currencyFor(String countryCode) {
        return switch (countryCode) {
            case "GB" -> "GBP";
            case "CH", "LI" -> "CHF";
            default -> "EUR";
        };
    }
}
