package com.example.inventory.product;

import jakarta.validation.Valid;
import jakarta.validation.constraints.AssertTrue;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/stock")
public class StockController {

    private final ProductService service;

    public StockController(ProductService service) {
        this.service = service;
    }

    /** Warehouse staff post +n on arrival and -n on shipment. */
    @PostMapping("/{sku}/adjust")
    public ProductController.StockResponse adjust(@PathVariable String sku,
                                                  @Valid @RequestBody AdjustRequest request) {
        int stock = service.adjustStock(sku, request.delta());
        return new ProductController.StockResponse(sku, stock);
    }

    public record AdjustRequest(
            @NotNull @Min(-10_000) @Max(10_000) Integer delta,
            @Size(max = 200) String reason) {

        @AssertTrue(message = "delta must not be 0")
        public boolean isNonZero() {
            return delta == null || delta != 0;
        }
    }
}
