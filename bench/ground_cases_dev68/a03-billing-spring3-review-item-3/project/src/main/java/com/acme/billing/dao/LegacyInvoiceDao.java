package com.acme.billing.dao;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

import com.acme.billing.model.Invoice;

@Repository
public class LegacyInvoiceDao {

    private static final String COLUMNS =
        "ID, CUSTOMER_ID, INV_NO, STATUS, ISSUED_ON, DUE_ON, AMOUNT, LATE_FEE";

    private final JdbcTemplate jdbc;

    @Autowired
    public LegacyInvoiceDao(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Invoice> findByCustomer(long customerId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM INVOICE WHERE CUSTOMER_ID = " + customerId
                + " ORDER BY ISSUED_ON DESC", MAPPER);
    }

    public Invoice findById(long id) {
        List<Invoice> list = jdbc.query("SELECT " + COLUMNS + " FROM INVOICE WHERE ID = ?", MAPPER, id);
        return list.isEmpty() ? null : list.get(0);
    }

    public void updateLateFee(long id, java.math.BigDecimal fee) {
        jdbc.update("UPDATE INVOICE SET LATE_FEE = ? WHERE ID = ?", fee, id);
    }

    private static final RowMapper<Invoice> MAPPER = new RowMapper<Invoice>() {
        @Override
        public Invoice mapRow(ResultSet rs, int rowNum) throws SQLException {
            Invoice inv = new Invoice();
            inv.setId(rs.getLong("ID"));
            inv.setCustomerId(rs.getLong("CUSTOMER_ID"));
            inv.setNumber(rs.getString("INV_NO"));
            inv.setStatus(rs.getString("STATUS").trim());
            inv.setIssued(rs.getDate("ISSUED_ON"));
            inv.setDue(rs.getDate("DUE_ON"));
            inv.setAmount(rs.getBigDecimal("AMOUNT"));
            inv.setLateFee(rs.getBigDecimal("LATE_FEE"));
            return inv;
        }
    };
}
