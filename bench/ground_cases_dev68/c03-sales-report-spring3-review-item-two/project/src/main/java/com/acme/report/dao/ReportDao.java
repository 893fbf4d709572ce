package com.acme.report.dao;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Date;
import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

import com.acme.report.model.SalesRow;

@Repository
public class ReportDao {

    @Autowired
    private JdbcTemplate jdbcTemplate;

    private static final RowMapper<SalesRow> MAPPER = new RowMapper<SalesRow>() {
        @Override
        public SalesRow mapRow(ResultSet rs, int rowNum) throws SQLException {
            SalesRow r = new SalesRow();
            r.setDay(rs.getDate("day"));
            r.setStoreCode(rs.getString("store_code"));
            r.setStoreName(rs.getString("store_name"));
            r.setOrders(rs.getInt("orders"));
            r.setAmount(rs.getBigDecimal("amount"));
            return r;
        }
    };

    /** 前端能传的排序列，ORDER BY 不能用占位符，只能白名单 */
    private static final java.util.Set<String> SORTABLE = new java.util.HashSet<String>(java.util.Arrays.asList(
            "d.day", "d.amount", "d.amount DESC", "d.orders", "d.orders DESC", "s.code"));

    public List<SalesRow> findByRange(Date from, Date to, String sortColumn) {
        if (!SORTABLE.contains(sortColumn)) {
            sortColumn = "d.day";
        }
        String sql = "SELECT d.day, s.code AS store_code, s.name AS store_name, d.orders, d.amount"
                + " FROM daily_sales d JOIN stores s ON s.id = d.store_id"
                + " WHERE d.day >= ? AND d.day < ?"
                + " ORDER BY " + sortColumn;
        return jdbcTemplate.query(sql, MAPPER, from, to);
    }

    public int countStores() {
        return jdbcTemplate.queryForObject("SELECT COUNT(*) FROM stores WHERE enabled = 1", Integer.class);
    }
}
