package com.northwind.billing.credit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.northwind.billing.invoice.LineItem;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class CreditNoteServiceTest {
    @Test
    void creditIsNegativeGross() {
        CreditNote note = new CreditNote("CN-1", "INV-1", List.of(new LineItem("A-1", 1, new BigDecimal("10.00"))));
        assertEquals(new BigDecimal("-11.90"), new CreditNoteService().total(note));
    }
}
