package jp.example.portal.auth;

import java.util.List;
import java.util.Optional;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.query.LdapQueryBuilder;
import org.springframework.stereotype.Component;

@Component
public class LdapAuthenticator {

    private final LdapTemplate ldap;

    public LdapAuthenticator(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    public Optional<LdapProfile> authenticate(String username, String password) {
        var query = LdapQueryBuilder.query().where("uid").is(username);
        try {
            ldap.authenticate(query, password);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
        List<LdapProfile> found = ldap.search(query, (org.springframework.ldap.core.AttributesMapper<LdapProfile>) attrs ->
                new LdapProfile(username,
                        (String) attrs.get("cn").get(),
                        attrs.get("departmentNumber") != null ? (String) attrs.get("departmentNumber").get() : "",
                        List.of()));
        return found.stream().findFirst();
    }
}
