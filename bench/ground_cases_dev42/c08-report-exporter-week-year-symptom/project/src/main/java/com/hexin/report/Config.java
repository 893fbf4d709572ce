package com.hexin.report;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import javax.sql.DataSource;
import java.nio.file.Path;

public record Config(String jdbcUrl, String dbUser, String dbPassword, String sftpHost, int sftpPort,
                     String sftpUser, Path sftpKey, Path workDir) {

    public static Config fromEnv() {
        return new Config(
                env("RECON_JDBC_URL"),
                env("RECON_DB_USER"),
                env("RECON_DB_PASSWORD"),
                env("FINANCE_SFTP_HOST"),
                Integer.parseInt(System.getenv().getOrDefault("FINANCE_SFTP_PORT", "22")),
                env("FINANCE_SFTP_USER"),
                Path.of(env("FINANCE_SFTP_KEY")),
                Path.of(System.getenv().getOrDefault("RECON_WORK_DIR", "/data/recon")));
    }

    public DataSource dataSource() {
        HikariConfig hc = new HikariConfig();
        hc.setJdbcUrl(jdbcUrl);
        hc.setUsername(dbUser);
        hc.setPassword(dbPassword);
        hc.setMaximumPoolSize(2);
        return new HikariDataSource(hc);
    }

    private static String env(String name) {
        String v = System.getenv(name);
        if (v == null || v.isBlank()) {
            throw new IllegalStateException("missing env " + name);
        }
        return v;
    }
}
