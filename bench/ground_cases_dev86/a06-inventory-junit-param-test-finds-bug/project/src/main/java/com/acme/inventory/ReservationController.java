package com.acme.inventory;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/reservations")
public class ReservationController {

    private final StockService stockService;

    public ReservationController(StockService stockService) {
        this.stockService = stockService;
    }

    public record ReserveRequest(String sku, int quantity) {}

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Stock reserve(@RequestBody ReserveRequest request) {
        return stockService.reserve(request.sku(), request.quantity());
    }

    @ExceptionHandler(StockService.InsufficientStockException.class)
    @ResponseStatus(HttpStatus.CONFLICT)
    public String insufficient(StockService.InsufficientStockException e) {
        return e.getMessage();
    }

    @ExceptionHandler(StockService.UnknownSkuException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String unknown(StockService.UnknownSkuException e) {
        return e.getMessage();
    }
}
