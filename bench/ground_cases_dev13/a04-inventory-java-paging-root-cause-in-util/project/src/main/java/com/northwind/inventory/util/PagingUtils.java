package com.northwind.inventory.util;

import java.util.Set;

import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;

/**
 * Turns the page/size/sort query parameters of the admin UI into a Spring {@link Pageable}.
 * Pages are 1-based in the API; sort is a field name, prefixed with '-' for descending.
 */
public final class PagingUtils {

    public static final int DEFAULT_SIZE = 25;
    public static final int MAX_SIZE = 100;

    private PagingUtils() {
    }

    public static Pageable toPageable(Integer page, Integer size, String sort, Set<String> sortable) {
        int pageSize = clampSize(size);
        int first = Math.max(page == null ? 1 : page, 1) - 1;
        return PageRequest.of(first / pageSize, pageSize, parseSort(sort, sortable));
    }

    static int clampSize(Integer size) {
        if (size == null || size < 1) {
            return DEFAULT_SIZE;
        }
        return Math.min(size, MAX_SIZE);
    }

    static Sort parseSort(String sort, Set<String> sortable) {
        if (sort == null || sort.isBlank()) {
            return Sort.by("id");
        }
        boolean desc = sort.startsWith("-");
        String field = desc ? sort.substring(1) : sort;
        if (!sortable.contains(field)) {
            throw new IllegalArgumentException("cannot sort by " + field);
        }
        return desc ? Sort.by(field).descending() : Sort.by(field);
    }
}
