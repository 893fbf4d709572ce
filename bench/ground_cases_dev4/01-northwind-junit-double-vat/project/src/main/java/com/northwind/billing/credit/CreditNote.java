package com.northwind.billing.credit;

import com.northwind.billing.invoice.LineItem;
import java.util.List;

public record CreditNote(String number, String invoiceNumber, List<LineItem> lines) {
}
