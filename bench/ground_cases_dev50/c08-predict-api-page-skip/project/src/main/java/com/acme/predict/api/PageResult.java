package com.acme.predict.api;

import java.util.List;
import java.util.function.Function;

/** One page of results; {@code page} is 1-based. */
public record PageResult<T>(List<T> items, int page, int size, long total) {

    public int totalPages() {
        return (int) ((total + size - 1) / size);
    }

    public boolean hasNext() {
        return page < totalPages();
    }

    public boolean hasPrevious() {
        return page > 1 && total > 0;
    }

    public boolean isEmpty() {
        return items.isEmpty();
    }

    public <R> PageResult<R> map(Function<T, R> mapper) {
        return new PageResult<>(items.stream().map(mapper).toList(), page, size, total);
    }

    public static <T> PageResult<T> empty(int page, int size) {
        return new PageResult<>(List.of(), page, size, 0);
    }
}
