package com.acme.shop.order;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import lombok.Data;

@Data
public class OrderRequest {

    @NotBlank
    private String customerId;

    @NotEmpty
    @Valid
    private List<Item> items;

    private String remark;

    /** 优惠码,可选 */
    private String couponCode;

    @Data
    public static class Item {
        @NotBlank
        private String sku;

        @Min(1)
        private int quantity;
    }
}
