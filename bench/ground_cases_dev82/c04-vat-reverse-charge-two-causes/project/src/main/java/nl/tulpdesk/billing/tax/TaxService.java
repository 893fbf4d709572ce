package nl.tulpdesk.billing.tax;

import java.math.BigDecimal;
import java.util.Set;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

import nl.tulpdesk.billing.customer.Customer;

@Service
public class TaxService {

    static final Set<String> EU = Set.of("AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR",
            "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK");

    private final VatRates rates;
    private final VatIdValidator vatIds;
    private final String sellerCountry;

    public TaxService(VatRates rates, VatIdValidator vatIds, @Value("${billing.seller-country}") String sellerCountry) {
        this.rates = rates;
        this.vatIds = vatIds;
        this.sellerCountry = sellerCountry;
    }

    /** The VAT rate to charge this customer, as a fraction (0.21 for 21 %). */
    public BigDecimal rateFor(Customer customer) {
        String country = customer.country();
        if (country.equalsIgnoreCase(sellerCountry)) {
            return rates.standardRate(sellerCountry);
        }
        if (EU.contains(country) && customer.isBusiness() && customer.vatId() != null
                && vatIds.isValid(customer.vatId())) {
            return BigDecimal.ZERO; // intra-EU B2B: reverse charge, the customer self-assesses
        }
        if (EU.contains(country)) {
            return rates.standardRate(country); // B2C distance sales, OSS
        }
        return BigDecimal.ZERO; // export outside the EU
    }

    public boolean isReverseCharge(Customer customer) {
        return !customer.country().equalsIgnoreCase(sellerCountry)
                && rateFor(customer).signum() == 0 && EU.contains(customer.country());
    }
}
