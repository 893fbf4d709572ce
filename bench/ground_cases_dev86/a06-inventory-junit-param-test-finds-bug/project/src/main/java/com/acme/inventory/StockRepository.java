package com.acme.inventory;

import java.util.Optional;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
public class StockRepository {

    private final JdbcClient jdbc;

    public StockRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Stock> findForUpdate(String sku) {
        return jdbc.sql("SELECT sku, on_hand, reserved FROM stock WHERE sku = :sku FOR UPDATE")
                .param("sku", sku)
                .query((rs, n) -> new Stock(rs.getString("sku"), rs.getInt("on_hand"), rs.getInt("reserved")))
                .optional();
    }

    public void save(Stock stock) {
        jdbc.sql("UPDATE stock SET on_hand = :onHand, reserved = :reserved WHERE sku = :sku")
                .param("onHand", stock.onHand())
                .param("reserved", stock.reserved())
                .param("sku", stock.sku())
                .update();
    }
}
