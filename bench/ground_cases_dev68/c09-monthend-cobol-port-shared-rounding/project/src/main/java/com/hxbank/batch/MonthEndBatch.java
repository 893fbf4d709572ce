package com.hxbank.batch;

import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;

/**
 * 月末批处理入口：先扣管理费，再按扣费后余额计息（和主机 JCL 的 STEP 顺序一致）。
 */
public class MonthEndBatch {

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            System.err.println("usage: MonthEndBatch <acctrec.dat> <days> <out.csv>");
            System.exit(2);
        }
        int days = Integer.parseInt(args[1]);
        FeeCalculator fees = new FeeCalculator();
        InterestCalculator interest = new InterestCalculator();
        int count = 0;
        CopybookReader reader = new CopybookReader(new BufferedInputStream(new FileInputStream(args[0])));
        try (PrintWriter out = new PrintWriter(args[2], "UTF-8")) {
            out.println("acct_no,balance,fee,interest,new_balance");
            for (CopybookReader.Account a = reader.next(); a != null; a = reader.next()) {
                BigDecimal fee = fees.monthlyFee(a.balance);
                BigDecimal afterFee = a.balance.subtract(fee);
                BigDecimal intr = interest.monthlyInterest(afterFee, a.rate, days);
                out.printf("%s,%s,%s,%s,%s%n", a.no, a.balance, fee, intr, afterFee.add(intr));
                count++;
            }
        }
        System.err.println("accounts: " + count);
    }
}
