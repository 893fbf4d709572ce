package com.hxbank.batch;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;

/**
 * 读主机下来的定长账户文件 (ACCTREC, 记录长 40 字节, EBCDIC 已在传输时转好)。
 * ACCT-NO X(16) | ACCT-BAL S9(13)V99 COMP-3 (8 字节) | ACCT-RATE S9(3)V9(6) COMP-3 (5 字节) | 其余 FILLER
 */
public class CopybookReader {

    public static final int RECORD_LEN = 40;

    private final DataInputStream in;

    public CopybookReader(InputStream in) {
        this.in = new DataInputStream(in);
    }

    public Account next() throws IOException {
        byte[] rec = new byte[RECORD_LEN];
        int n = in.read(rec);
        if (n < 0) {
            return null;
        }
        if (n != RECORD_LEN) {
            in.readFully(rec, n, RECORD_LEN - n);
        }
        String no = new String(rec, 0, 16, "US-ASCII").trim();
        BigDecimal bal = unpack(rec, 16, 8, 2);
        BigDecimal rate = unpack(rec, 24, 5, 6);
        return new Account(no, bal, rate);
    }

    /** COMP-3: 每字节两位数字，最后半字节是符号 (C/F 正, D 负) */
    static BigDecimal unpack(byte[] b, int off, int len, int scale) {
        long v = 0;
        for (int i = 0; i < len; i++) {
            int hi = (b[off + i] >> 4) & 0x0F;
            int lo = b[off + i] & 0x0F;
            v = v * 10 + hi;
            if (i < len - 1) {
                v = v * 10 + lo;
            } else if (lo == 0x0D) {
                v = -v;
            }
        }
        return BigDecimal.valueOf(v, scale);
    }

    public static final class Account {
        public final String no;
        public final BigDecimal balance;
        public final BigDecimal rate;

        Account(String no, BigDecimal balance, BigDecimal rate) {
            this.no = no;
            this.balance = balance;
            this.rate = rate;
        }
    }
}
