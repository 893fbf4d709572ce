package jp.co.example.keihi.form;

import org.apache.struts.action.ActionForm;

public class ApprovalForm extends ActionForm {

    private static final long serialVersionUID = 1L;

    private long expenseId;
    /** "approve" または "reject" (画面のボタンの value) */
    private String operation;
    private String comment;

    public long getExpenseId() {
        return expenseId;
    }

    public void setExpenseId(long expenseId) {
        this.expenseId = expenseId;
    }

    public String getOperation() {
        return operation;
    }

    public void setOperation(String operation) {
        this.operation = operation;
    }

    public String getComment() {
        return comment;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }
}
