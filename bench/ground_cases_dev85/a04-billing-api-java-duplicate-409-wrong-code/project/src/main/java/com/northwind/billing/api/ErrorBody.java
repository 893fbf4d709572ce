package com.northwind.billing.api;

import java.util.List;

/**
 * The error body every endpoint returns: {"code": "...", "message": "...", "details": [...]}.
 * See docs/api/errors.md; the client SDKs parse exactly these three fields.
 */
public record ErrorBody(String code, String message, List<FieldProblem> details) {

    public record FieldProblem(String field, String problem) {
    }

    public static ErrorBody of(ErrorCode code, String message) {
        return new ErrorBody(code.name(), message, List.of());
    }
}
