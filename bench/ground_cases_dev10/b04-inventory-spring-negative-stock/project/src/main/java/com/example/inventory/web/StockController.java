package com.example.inventory.web;

import com.example.inventory.domain.Stock;
import com.example.inventory.service.InsufficientStockException;
import com.example.inventory.service.StockNotFoundException;
import com.example.inventory.service.StockService;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;

@RestController
@RequestMapping("/api/stocks")
public class StockController {

    public record QuantityRequest(@Min(1) int quantity) {
    }

    public record StockResponse(String sku, int onHand, int reserved, int available) {
        static StockResponse from(Stock s) {
            return new StockResponse(s.getSku(), s.getOnHand(), s.getReserved(), s.getAvailable());
        }
    }

    private final StockService stockService;

    public StockController(StockService stockService) {
        this.stockService = stockService;
    }

    @GetMapping("/{sku}")
    public StockResponse get(@PathVariable String sku) {
        return StockResponse.from(stockService.get(sku));
    }

    /** 注文確定時にフロントの注文サービスから呼ばれる */
    @PostMapping("/{sku}/reserve")
    public StockResponse reserve(@PathVariable String sku, @Valid @RequestBody QuantityRequest req) {
        return StockResponse.from(stockService.reserve(sku, req.quantity()));
    }

    /** 注文キャンセル時 */
    @PostMapping("/{sku}/release")
    public StockResponse release(@PathVariable String sku, @Valid @RequestBody QuantityRequest req) {
        return StockResponse.from(stockService.release(sku, req.quantity()));
    }

    @GetMapping("/low")
    public List<StockResponse> lowStock() {
        return stockService.listLowStock().stream().map(StockResponse::from).toList();
    }

    @ExceptionHandler(StockNotFoundException.class)
    public ProblemDetail notFound(StockNotFoundException e) {
        return ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.getMessage());
    }

    @ExceptionHandler(InsufficientStockException.class)
    public ProblemDetail insufficient(InsufficientStockException e) {
        ProblemDetail pd = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, e.getMessage());
        pd.setProperty("available", e.getAvailable());
        return pd;
    }
}
