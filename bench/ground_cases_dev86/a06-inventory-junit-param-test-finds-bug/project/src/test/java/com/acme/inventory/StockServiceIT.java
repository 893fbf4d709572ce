package com.acme.inventory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.jdbc.Sql;

@Sql("/seed.sql")
class StockServiceIT extends AbstractIT {

    @Autowired
    StockService stockService;

    @Test
    void reservesAvailableStock() {
        Stock stock = stockService.reserve("SKU-100", 3);
        assertThat(stock.reserved()).isEqualTo(3);
        assertThat(stock.available()).isEqualTo(7);
    }

    @Test
    void refusesMoreThanAvailable() {
        assertThatThrownBy(() -> stockService.reserve("SKU-100", 11))
                .isInstanceOf(StockService.InsufficientStockException.class);
    }

    @Test
    void releaseNeverGoesNegative() {
        Stock stock = stockService.release("SKU-200", 5);
        assertThat(stock.reserved()).isZero();
    }
}
