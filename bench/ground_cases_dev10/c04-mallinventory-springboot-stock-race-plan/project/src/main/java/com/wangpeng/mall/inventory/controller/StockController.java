package com.wangpeng.mall.inventory.controller;

import com.wangpeng.mall.inventory.service.InventoryService;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import lombok.RequiredArgsConstructor;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;
import java.util.Map;

@RestController
@RequestMapping("/api/stock")
@RequiredArgsConstructor
public class StockController {

    private final InventoryService inventoryService;

    public record DeductRequest(@Min(1) int quantity, String orderNo) {
    }

    /**
     * 批量查库存：GET /api/stock?ids=1,2,3，不存在的 id 不返回。
     */
    @GetMapping
    public Map<Long, Integer> getStocks(@RequestParam("ids") @Size(min = 1, max = 200) List<Long> ids) {
        return inventoryService.getStocks(ids);
    }

    @GetMapping("/{productId}")
    public Map<String, Object> getStock(@PathVariable Long productId) {
        return Map.of("productId", productId, "stock", inventoryService.getStock(productId));
    }

    /**
     * 订单服务同步下单时调用。
     */
    @PostMapping("/{productId}/deduct")
    public Map<String, Object> deduct(@PathVariable Long productId, @Valid @RequestBody DeductRequest req) {
        inventoryService.deductStock(productId, req.quantity());
        return Map.of("productId", productId, "orderNo", req.orderNo(), "ok", true);
    }
}
