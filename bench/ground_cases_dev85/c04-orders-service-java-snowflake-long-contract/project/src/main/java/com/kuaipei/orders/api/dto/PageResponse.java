package com.kuaipei.orders.api.dto;

import java.util.List;

/**
 * List envelope shared by every list endpoint. Clients rely on:
 * items (array), page (number, 1-based), size (number), total (number).
 */
public class PageResponse<T> {
    private final List<T> items;
    private final int page;
    private final int size;
    private final long total;

    public PageResponse(List<T> items, int page, int size, long total) {
        this.items = items;
        this.page = page;
        this.size = size;
        this.total = total;
    }

    public List<T> getItems() { return items; }
    public int getPage() { return page; }
    public int getSize() { return size; }
    public long getTotal() { return total; }
}
