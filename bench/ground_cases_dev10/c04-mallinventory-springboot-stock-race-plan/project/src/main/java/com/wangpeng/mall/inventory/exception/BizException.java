package com.wangpeng.mall.inventory.exception;

import lombok.Getter;
import org.springframework.http.HttpStatus;

/**
 * 业务异常，由 GlobalExceptionHandler 转成 {code, message} 返回。
 */
@Getter
public class BizException extends RuntimeException {

    private final String code;
    private final HttpStatus status;

    public BizException(String code, String message, HttpStatus status) {
        super(message);
        this.code = code;
        this.status = status;
    }

    public static BizException productNotFound(Long productId) {
        return new BizException("PRODUCT_NOT_FOUND", "商品不存在: " + productId, HttpStatus.NOT_FOUND);
    }

    public static BizException stockNotEnough(Long productId, int stock, int quantity) {
        return new BizException("STOCK_NOT_ENOUGH",
                String.format("库存不足: productId=%d, stock=%d, quantity=%d", productId, stock, quantity),
                HttpStatus.CONFLICT);
    }
}
