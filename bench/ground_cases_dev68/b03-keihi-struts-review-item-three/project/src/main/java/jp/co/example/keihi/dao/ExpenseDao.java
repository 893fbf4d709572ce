package jp.co.example.keihi.dao;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import jp.co.example.keihi.model.Expense;

public class ExpenseDao {

    public static final String STATUS_APPLIED = "10";
    public static final String STATUS_APPROVED = "20";
    public static final String STATUS_REJECTED = "90";

    private final Connection con;

    public ExpenseDao(Connection con) {
        this.con = con;
    }

    public List<Expense> findByApplicant(String empNo) throws SQLException {
        List<Expense> list = new ArrayList<Expense>();
        PreparedStatement ps = con.prepareStatement(
                "SELECT EXPENSE_ID, APPLY_DATE, AMOUNT, PURPOSE, STATUS FROM T_EXPENSE"
                + " WHERE APPLICANT = ? ORDER BY APPLY_DATE DESC");
        try {
            ps.setString(1, empNo);
            ResultSet rs = ps.executeQuery();
            try {
                while (rs.next()) {
                    list.add(toExpense(rs));
                }
            } finally {
                rs.close();
            }
        } finally {
            ps.close();
        }
        return list;
    }

    public void updateStatus(long expenseId, String status, String approver, String comment)
            throws SQLException {
        PreparedStatement ps = con.prepareStatement(
                "UPDATE T_EXPENSE SET STATUS = ?, APPROVER = ?, APPROVER_COMMENT = ?,"
                + " UPDATED_AT = SYSDATE WHERE EXPENSE_ID = ?");
        try {
            ps.setString(1, status);
            ps.setString(2, approver);
            ps.setString(3, comment);
            ps.setLong(4, expenseId);
            ps.executeUpdate();
        } finally {
            ps.close();
        }
    }

    private Expense toExpense(ResultSet rs) throws SQLException {
        Expense e = new Expense();
        e.setExpenseId(rs.getLong("EXPENSE_ID"));
        e.setApplyDate(rs.getDate("APPLY_DATE"));
        e.setAmount(rs.getLong("AMOUNT"));
        e.setPurpose(rs.getString("PURPOSE"));
        e.setStatus(rs.getString("STATUS"));
        return e;
    }
}
