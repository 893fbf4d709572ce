package com.example.library.web;

import java.util.List;
import java.util.function.Function;
import org.springframework.data.domain.Page;

/**
 * 一覧 API の共通レスポンス。page は 1 始まりで返す(フロントの表示に合わせる)。
 */
public record PageResponse<T>(
        List<T> items,
        int page,
        int size,
        long totalItems,
        int totalPages) {

    public static <E, T> PageResponse<T> from(Page<E> page, Function<E, T> mapper) {
        return new PageResponse<>(
                page.getContent().stream().map(mapper).toList(),
                page.getNumber() + 1,
                page.getSize(),
                page.getTotalElements(),
                page.getTotalPages());
    }

    public boolean hasNext() {
        return page < totalPages;
    }

    public boolean isEmpty() {
        return items.isEmpty();
    }
}
