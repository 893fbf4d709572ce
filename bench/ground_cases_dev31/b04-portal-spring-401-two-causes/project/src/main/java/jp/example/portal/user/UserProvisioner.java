package jp.example.portal.user;

import jp.example.portal.auth.LdapProfile;
import org.springframework.scheduling.annotation.Async;
import org.springframework.stereotype.Component;

/** Keeps app_users in step with the LDAP directory; runs on every login. */
@Component
public class UserProvisioner {

    private final AppUserRepository repository;

    public UserProvisioner(AppUserRepository repository) {
        this.repository = repository;
    }

    @Async
    public void syncAsync(LdapProfile profile) {
        repository.deleteByUsername(profile.username());
        AppUser user = new AppUser();
        user.setUsername(profile.username());
        user.setDisplayName(profile.displayName());
        user.setDepartment(profile.department());
        user.setRoles(profile.groups().stream()
                .filter(g -> g.startsWith("portal-"))
                .map(g -> g.substring("portal-".length()).toUpperCase())
                .toList());
        repository.save(user);
    }
}
