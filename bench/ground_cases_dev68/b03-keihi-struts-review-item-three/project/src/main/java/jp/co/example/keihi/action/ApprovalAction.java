package jp.co.example.keihi.action;

import java.sql.Connection;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.struts.action.Action;
import org.apache.struts.action.ActionForm;
import org.apache.struts.action.ActionForward;
import org.apache.struts.action.ActionMapping;
import org.apache.struts.action.ActionMessage;
import org.apache.struts.action.ActionMessages;

import jp.co.example.keihi.dao.ExpenseDao;
import jp.co.example.keihi.db.ConnectionFactory;
import jp.co.example.keihi.form.ApprovalForm;
import jp.co.example.keihi.model.LoginUser;

/**
 * 経費申請の承認・差戻し.
 * 2010/06 新規作成
 */
public class ApprovalAction extends Action {

    public ActionForward execute(ActionMapping mapping, ActionForm actionForm,
            HttpServletRequest request, HttpServletResponse response) throws Exception {
        ApprovalForm form = (ApprovalForm) actionForm;
        LoginUser user = (LoginUser) request.getSession().getAttribute("loginUser");
        if (user == null || !user.isApprover()) {
            return mapping.findForward("forbidden");
        }

        Connection con = ConnectionFactory.getConnection();
        try {
            ExpenseDao dao = new ExpenseDao(con);
            String status;
            if (form.getOperation() == "approve") {
                status = ExpenseDao.STATUS_APPROVED;
            } else {
                status = ExpenseDao.STATUS_REJECTED;
            }
            dao.updateStatus(form.getExpenseId(), status, user.getEmpNo(), form.getComment());
            con.commit();
        } catch (Exception e) {
            con.rollback();
            throw e;
        } finally {
            con.close();
        }

        ActionMessages messages = new ActionMessages();
        messages.add(ActionMessages.GLOBAL_MESSAGE, new ActionMessage("msg.approval.done"));
        saveMessages(request, messages);
        return mapping.findForward("success");
    }
}
