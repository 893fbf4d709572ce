package com.fernhill.orders;

import java.util.List;
import org.springframework.data.domain.Page;

/** What the public API returns for a paged list; page is 1-based. */
public record OrderPage(List<Order> content, long totalElements, int page, int size) {

    public static OrderPage of(Page<Order> page, int requestedPage) {
        return new OrderPage(page.getContent(), page.getTotalElements(), requestedPage, page.getSize());
    }

    public boolean isLast() {
        return (long) page * size >= totalElements;
    }

    public int totalPages() {
        if (size == 0) {
            return 0;
        }
        return (int) ((totalElements + size - 1) / size);
    }

    public boolean isEmpty() {
        return content.isEmpty();
    }

    public int count() {
        return content.size();
    }
}
