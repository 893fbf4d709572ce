package com.acme.hr.service;

import com.acme.hr.model.User;
import com.acme.hr.repo.UserRepository;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;

@Service
public class UserService {

    private final UserRepository users;

    public UserService(UserRepository users) {
        this.users = users;
    }

    public Optional<User> find(long id) {
        return users.findById(id);
    }

    /** Where leave requests are cc'd. */
    public String managerEmail(User user) {
        User manager = user.getManager();
        if (manager == null) {
            return null;
        }
        return manager.getEmail();
    }

    public List<User> directReports(User manager) {
        return users.findByManager(manager);
    }

    /** Shown on the leave request screen as "承認者". */
    public String approverName(User user) {
        return user.getManager().getDisplayName();
    }

    public boolean canApprove(User approver, User requester) {
        User m = requester.getManager();
        while (m != null) {
            if (m.getId().equals(approver.getId())) {
                return true;
            }
            m = m.getManager();
        }
        return false;
    }
}
