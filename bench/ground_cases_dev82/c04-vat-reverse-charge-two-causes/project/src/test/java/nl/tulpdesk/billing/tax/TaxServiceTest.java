package nl.tulpdesk.billing.tax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

import nl.tulpdesk.billing.customer.Customer;

class TaxServiceTest {

    private final VatIdValidator validator = mock(VatIdValidator.class);
    private final TaxService service = new TaxService(new VatRates(), validator, "NL");

    @Test
    void domesticCustomerPaysDutchVat() {
        Customer c = new Customer("1", "Bakkerij Jansen", "NL", true, "NL859123456B01", "a@b.nl");
        assertThat(service.rateFor(c)).isEqualByComparingTo("0.21");
    }

    @Test
    void euBusinessWithValidVatIdIsReverseCharged() {
        when(validator.isValid(anyString())).thenReturn(true);
        Customer c = new Customer("2", "Müller GmbH", "DE", true, "DE318224719", "b@c.de");
        assertThat(service.rateFor(c)).isEqualByComparingTo(BigDecimal.ZERO);
        assertThat(service.isReverseCharge(c)).isTrue();
    }

    @Test
    void euConsumerPaysOwnCountryRate() {
        Customer c = new Customer("3", "Anna Gruber", "AT", false, null, "c@d.at");
        assertThat(service.rateFor(c)).isEqualByComparingTo("0.20");
    }
}
