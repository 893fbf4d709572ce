package jp.example.portal.auth;

import java.util.Optional;
import jp.example.portal.security.TokenKeys;
import jp.example.portal.user.UserProvisioner;
import org.springframework.stereotype.Service;

@Service
public class LoginService {

    private final LdapAuthenticator ldap;
    private final UserProvisioner provisioner;
    private final TokenKeys tokens;

    public LoginService(LdapAuthenticator ldap, UserProvisioner provisioner, TokenKeys tokens) {
        this.ldap = ldap;
        this.provisioner = provisioner;
        this.tokens = tokens;
    }

    /** Checks the password against LDAP, refreshes the local user copy and returns a JWT. */
    public Optional<String> login(String username, String password) {
        Optional<LdapProfile> profile = ldap.authenticate(username, password);
        if (profile.isEmpty()) {
            return Optional.empty();
        }
        provisioner.syncAsync(profile.get());
        return Optional.of(tokens.issue(username));
    }
}
