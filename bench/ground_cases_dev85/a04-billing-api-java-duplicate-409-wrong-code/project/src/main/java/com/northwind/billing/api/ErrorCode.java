package com.northwind.billing.api;

/** Machine-readable codes of the public error body. Clients switch on these; never rename one. */
public enum ErrorCode {
    VALIDATION_FAILED,
    NOT_FOUND,
    DUPLICATE_REFERENCE,
    INVALID_STATE,
    INTERNAL
}
