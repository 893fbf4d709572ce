package com.huayun.portal.web;

import jakarta.servlet.http.HttpSession;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class LoginController {

    @GetMapping("/login")
    public String login(@RequestParam(required = false) String error,
                        @RequestParam(required = false) String locked,
                        HttpSession session,
                        Model model) {
        if (error != null) {
            model.addAttribute("message", "用户名或密码错误");
        }
        if (locked != null) {
            model.addAttribute("message", "账号已锁定，请联系管理员");
        }
        Object last = session.getAttribute("LAST_USERNAME");
        model.addAttribute("lastUsername", last == null ? "" : last);
        return "login";
    }

    @GetMapping("/")
    public String home() {
        return "home";
    }
}
