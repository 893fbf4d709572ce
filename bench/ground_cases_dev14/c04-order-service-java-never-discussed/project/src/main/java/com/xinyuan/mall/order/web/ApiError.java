package com.xinyuan.mall.order.web;

/** The error body every mall service returns: {"code": "...", "message": "..."}. */
public record ApiError(String code, String message) {
}
