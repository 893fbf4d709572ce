package jp.example.partner;

import jakarta.validation.Valid;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

@Controller
@RequestMapping("/partners")
public class PartnerController {

    private final PartnerService service;

    public PartnerController(PartnerService service) {
        this.service = service;
    }

    @GetMapping("/new")
    public String newForm(Model model) {
        model.addAttribute("partnerForm", new PartnerForm());
        return "partners/form";
    }

    @PostMapping
    public String create(@Valid @ModelAttribute PartnerForm partnerForm, BindingResult result,
                         RedirectAttributes redirect) {
        if (result.hasErrors()) {
            return "partners/form";
        }
        long id = service.register(partnerForm);
        redirect.addFlashAttribute("message", "取引先を登録しました");
        return "redirect:/partners/" + id;
    }
}
