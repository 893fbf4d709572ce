package jp.co.example.keihi.model;

import java.io.Serializable;

public class LoginUser implements Serializable {

    private static final long serialVersionUID = 1L;

    private String empNo;
    private String name;
    private boolean approver;

    public String getEmpNo() { return empNo; }
    public void setEmpNo(String empNo) { this.empNo = empNo; }
    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public boolean isApprover() { return approver; }
    public void setApprover(boolean approver) { this.approver = approver; }
}
