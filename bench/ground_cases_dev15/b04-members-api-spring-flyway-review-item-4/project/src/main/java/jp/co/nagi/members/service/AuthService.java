package jp.co.nagi.members.service;

import java.time.OffsetDateTime;
import jp.co.nagi.members.domain.Member;
import jp.co.nagi.members.repository.MemberRepository;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class AuthService {

    private final MemberRepository members;
    private final PasswordEncoder passwordEncoder;
    private final TokenIssuer tokens;

    public AuthService(MemberRepository members, PasswordEncoder passwordEncoder, TokenIssuer tokens) {
        this.members = members;
        this.passwordEncoder = passwordEncoder;
        this.tokens = tokens;
    }

    @Transactional
    public LoginResult login(String email, String rawPassword) {
        Member member = members.findByEmailIgnoreCase(email)
                .orElseThrow(() -> new AuthenticationFailedException("unknown email"));
        if (!member.canLogin()) {
            throw new AuthenticationFailedException("member is not active");
        }
        if (!passwordEncoder.matches(rawPassword, member.getPasswordHash())) {
            throw new AuthenticationFailedException("bad password");
        }
        members.touchLastLogin(member.getId(), OffsetDateTime.now());
        return new LoginResult(member.getId(), tokens.issue(member));
    }

    public record LoginResult(Long memberId, String token) {
    }
}
