package com.xinghe.hrsync.export;

import java.time.LocalDate;

/** One employee as exported to the HR system (read from V_EMPLOYEE_EXPORT). */
public class EmployeeRow {

    private String employeeNo;
    private String name;
    private String idNumber;
    private String department;
    private String mobile;
    private LocalDate hireDate;

    public String getEmployeeNo() { return employeeNo; }
    public void setEmployeeNo(String employeeNo) { this.employeeNo = employeeNo; }

    public String getName() { return name; }
    public void setName(String name) { this.name = name; }

    /** 18-digit resident ID number (last character may be X). */
    public String getIdNumber() { return idNumber; }
    public void setIdNumber(String idNumber) { this.idNumber = idNumber; }

    public String getDepartment() { return department; }
    public void setDepartment(String department) { this.department = department; }

    public String getMobile() { return mobile; }
    public void setMobile(String mobile) { this.mobile = mobile; }

    public LocalDate getHireDate() { return hireDate; }
    public void setHireDate(LocalDate hireDate) { this.hireDate = hireDate; }
}
