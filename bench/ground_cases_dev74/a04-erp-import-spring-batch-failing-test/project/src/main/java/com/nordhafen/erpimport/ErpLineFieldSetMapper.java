package com.nordhafen.erpimport;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

import org.springframework.batch.item.file.mapping.FieldSetMapper;
import org.springframework.batch.item.file.transform.FieldSet;

public class ErpLineFieldSetMapper implements FieldSetMapper<ErpLine> {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd.MM.yyyy");

    @Override
    public ErpLine mapFieldSet(FieldSet fs) {
        return new ErpLine(
                fs.readString("invoiceNo"),
                fs.readInt("position"),
                fs.readString("customerNo"),
                fs.readString("articleNo"),
                german(fs.readString("quantity")),
                german(fs.readString("unitPrice")),
                german(fs.readString("discountPct")),
                LocalDate.parse(fs.readString("invoiceDate"), DATE));
    }

    static BigDecimal german(String value) {
        if (value == null || value.isBlank()) {
            return BigDecimal.ZERO;
        }
        return new BigDecimal(value.trim().replace(".", "").replace(",", "."));
    }
}
