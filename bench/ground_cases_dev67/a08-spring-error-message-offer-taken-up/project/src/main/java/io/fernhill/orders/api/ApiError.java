package io.fernhill.orders.api;

import java.util.List;

public record ApiError(String error, String message, List<FieldProblem> fields) {

    public record FieldProblem(String field, String problem) {}

    public ApiError {
        fields = fields == null ? List.of() : List.copyOf(fields);
    }

    public static ApiError of(String error, String message) {
        return new ApiError(error, message, List.of());
    }

    public static ApiError notFound(String what, Object id) {
        return of("not_found", what + " " + id + " does not exist");
    }

    public static ApiError conflict(String message) {
        return of("conflict", message);
    }

    public boolean hasFieldProblems() {
        return !fields.isEmpty();
    }

    public ApiError withField(String field, String problem) {
        var all = new java.util.ArrayList<>(fields);
        all.add(new FieldProblem(field, problem));
        return new ApiError(error, message, all);
    }
}
