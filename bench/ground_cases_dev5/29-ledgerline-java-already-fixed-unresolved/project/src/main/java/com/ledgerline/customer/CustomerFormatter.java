package com.ledgerline.customer;

public final class CustomerFormatter {
    public String displayName(String company, String contact) {
        if (company == null || company.isBlank()) {
            return contact;
        }
        return contact == null ? company : company + " (" + contact + ")";
    }
}
