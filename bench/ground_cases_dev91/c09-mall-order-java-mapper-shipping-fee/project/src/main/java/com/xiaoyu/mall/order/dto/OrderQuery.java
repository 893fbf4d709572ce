package com.xiaoyu.mall.order.dto;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

public class OrderQuery {
    private String status;
    @Min(0)
    private int page = 0;
    @Min(1)
    @Max(100)
    private int size = 20;

    public String getStatus() { return status; }
    public void setStatus(String status) { this.status = status; }
    public int getPage() { return page; }
    public void setPage(int page) { this.page = page; }
    public int getSize() { return size; }
    public void setSize(int size) { this.size = size; }
}
