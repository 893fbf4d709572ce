package jp.co.example.keihi.db;

import java.sql.Connection;
import java.sql.SQLException;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

public final class ConnectionFactory {

    private static DataSource ds;

    private ConnectionFactory() {
    }

    public static synchronized Connection getConnection() throws SQLException {
        if (ds == null) {
            try {
                ds = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/keihi");
            } catch (NamingException e) {
                throw new SQLException("DataSource not found: " + e.getMessage());
            }
        }
        Connection con = ds.getConnection();
        con.setAutoCommit(false);
        return con;
    }
}
