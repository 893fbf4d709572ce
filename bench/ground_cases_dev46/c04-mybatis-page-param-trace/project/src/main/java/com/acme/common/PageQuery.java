package com.acme.common;

public class PageQuery {
    private int page = 1;
    private int size = 20;

    public PageQuery() {}

    public PageQuery(int page, int size) {
        this.page = Math.max(page, 1);
        this.size = Math.min(Math.max(size, 1), 200);
    }

    public int getPage() { return page; }
    public int getSize() { return size; }
    public int getOffset() { return (page - 1) * size; }
}
