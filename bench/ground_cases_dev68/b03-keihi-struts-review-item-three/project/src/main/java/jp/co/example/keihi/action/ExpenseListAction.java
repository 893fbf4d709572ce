package jp.co.example.keihi.action;

import java.sql.Connection;
import java.util.List;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.struts.action.Action;
import org.apache.struts.action.ActionForm;
import org.apache.struts.action.ActionForward;
import org.apache.struts.action.ActionMapping;

import jp.co.example.keihi.dao.ExpenseDao;
import jp.co.example.keihi.db.ConnectionFactory;
import jp.co.example.keihi.model.Expense;
import jp.co.example.keihi.model.LoginUser;

/**
 * 自分の経費申請一覧.
 */
public class ExpenseListAction extends Action {

    public ActionForward execute(ActionMapping mapping, ActionForm form,
            HttpServletRequest request, HttpServletResponse response) throws Exception {
        LoginUser user = (LoginUser) request.getSession().getAttribute("loginUser");
        if (user == null) {
            return mapping.findForward("login");
        }
        List<Expense> list;
        try (Connection con = ConnectionFactory.getConnection()) {
            list = new ExpenseDao(con).findByApplicant(user.getEmpNo());
        }
        request.setAttribute("expenses", list);
        return mapping.findForward("success");
    }
}
