package com.ledgerline.invoice;

import java.util.Optional;

public interface InvoiceRepository {
    Optional<Invoice> findByNumber(String number);
}
