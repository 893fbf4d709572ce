package com.acme.orders.export;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Appends orders to a CSV file, one line per order. */
public final class OrderCsvWriter implements Closeable {

    private static final String HEADER = "order_id,customer_id,status,total_gross,currency,updated_at";

    private final BufferedWriter out;

    private OrderCsvWriter(BufferedWriter out) {
        this.out = out;
    }

    public static OrderCsvWriter open(Path file) throws IOException {
        BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        out.write(HEADER);
        out.newLine();
        return new OrderCsvWriter(out);
    }

    public void writeAll(List<Order> orders) throws IOException {
        for (Order o : orders) {
            out.write(String.join(",",
                    o.getId().toString(),
                    o.getCustomerId().toString(),
                    o.getStatus(),
                    o.getTotalGross().toPlainString(),
                    o.getCurrency(),
                    o.getUpdatedAt().toString()));
            out.newLine();
        }
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
