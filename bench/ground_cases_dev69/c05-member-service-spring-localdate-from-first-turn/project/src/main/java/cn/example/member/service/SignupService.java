package cn.example.member.service;

import cn.example.member.domain.Member;
import cn.example.member.domain.MemberRepository;
import cn.example.member.web.dto.SignupRequest;
import java.time.LocalDate;
import java.time.Period;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class SignupService {

    private static final int MIN_AGE = 14;

    private final MemberRepository members;
    private final PasswordEncoder passwordEncoder;
    private final SmsCodeVerifier smsCodes;

    public SignupService(MemberRepository members, PasswordEncoder passwordEncoder, SmsCodeVerifier smsCodes) {
        this.members = members;
        this.passwordEncoder = passwordEncoder;
        this.smsCodes = smsCodes;
    }

    @Transactional
    public Member register(SignupRequest req) {
        // "+86 138 0013 8000" pasted from the address book -> "13800138000"
        String phone = normalizePhone(req.getPhone());
        if (!smsCodes.verify(phone, req.getSmsCode())) {
            throw new SignupException("smsCode", "短信验证码错误或已过期");
        }
        if (members.existsByPhone(phone)) {
            throw new SignupException("phone", "该手机号已注册");
        }
        String email = req.getEmail() == null ? null : req.getEmail().trim().toLowerCase();
        if (email != null && !email.isEmpty() && members.existsByEmail(email)) {
            throw new SignupException("email", "该邮箱已注册");
        }

        LocalDate birthday = LocalDate.parse(req.getBirthday());
        if (Period.between(birthday, LocalDate.now()).getYears() < MIN_AGE) {
            throw new SignupException("birthday", "未满14周岁不能注册");
        }

        Member m = new Member();
        m.setPhone(phone);
        m.setEmail(email);
        m.setNickname(req.getNickname().trim());
        m.setPasswordHash(passwordEncoder.encode(req.getPassword()));
        m.setBirthday(birthday);
        return members.save(m);
    }

    /** Stores mainland numbers without the country code: "+86 138..." -> "138...". */
    static String normalizePhone(String raw) {
        String digits = raw.replaceAll("[\\s-]", "");
        if (digits.startsWith("+86")) {
            return digits.substring(3);
        }
        if (digits.startsWith("86") && digits.length() == 13) {
            return digits.substring(2);
        }
        return digits;
    }
}
