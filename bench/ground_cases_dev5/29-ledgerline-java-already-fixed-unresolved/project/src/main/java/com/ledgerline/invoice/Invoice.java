package com.ledgerline.invoice;

import java.util.List;

public record Invoice(String number, String customerId, List<LineItem> lines) {
}
