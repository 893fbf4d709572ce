package com.northwind.billing.credit;

import com.northwind.billing.invoice.LineItem;
import java.math.BigDecimal;
import org.springframework.stereotype.Service;

@Service
public class CreditNoteService {

    public BigDecimal total(CreditNote note) {
        return note.lines().stream().map(LineItem::gross).reduce(BigDecimal.ZERO, BigDecimal::add).negate();
    }
}
