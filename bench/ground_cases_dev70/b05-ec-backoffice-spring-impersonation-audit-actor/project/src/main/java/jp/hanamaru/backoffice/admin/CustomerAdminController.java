package jp.hanamaru.backoffice.admin;

import jp.hanamaru.backoffice.audit.AuditService;
import jp.hanamaru.backoffice.customer.CustomerService;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
@RequestMapping("/admin/customers")
public class CustomerAdminController {

    private final CustomerService customers;
    private final AuditService audit;

    public CustomerAdminController(CustomerService customers, AuditService audit) {
        this.customers = customers;
        this.audit = audit;
    }

    @PostMapping("/{id}/points")
    @PreAuthorize("hasRole('ADMIN')")
    public String adjustPoints(@PathVariable long id, @RequestParam int delta) {
        customers.adjustPoints(id, delta);
        audit.record("customer.points.adjust", "customer:" + id + " delta=" + delta);
        return "redirect:/admin/customers/" + id;
    }

    @PostMapping("/{id}/email")
    @PreAuthorize("hasRole('ADMIN')")
    public String changeEmail(@PathVariable long id, @RequestParam String email) {
        customers.changeEmail(id, email);
        audit.record("customer.email.change", "customer:" + id);
        return "redirect:/admin/customers/" + id;
    }
}
