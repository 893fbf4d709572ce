package com.xinghe.hrsync.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;

class EmployeeCsvWriterTest {

    private static EmployeeRow row() {
        EmployeeRow r = new EmployeeRow();
        r.setEmployeeNo("E00123");
        r.setName("王小明");
        r.setIdNumber("110105199003071234");
        r.setDepartment("财务部, 应收组");
        r.setMobile("13812345678");
        r.setHireDate(LocalDate.of(2019, 7, 1));
        return r;
    }

    @Test
    void quotesFieldsWithCommas() {
        String line = new EmployeeCsvWriter().toLine(row());
        assertEquals("E00123,王小明,110105199003071234,\"财务部, 应收组\",13812345678,2019-07-01", line);
    }

    @Test
    void missingHireDateIsEmpty() {
        EmployeeRow r = row();
        r.setHireDate(null);
        assertEquals("", new EmployeeCsvWriter().toLine(r).split(",", -1)[6]);
    }
}
