package com.acme.hr.model;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

@Entity
public class User {

    @Id
    private Long id;
    private String email;
    private String displayName;

    /** The direct manager; null for the CEO and for contractors without one. */
    @ManyToOne
    private User manager;

    public Long getId() { return id; }
    public String getEmail() { return email; }
    public String getDisplayName() { return displayName; }
    public User getManager() { return manager; }

    public void setId(Long id) { this.id = id; }
    public void setEmail(String email) { this.email = email; }
    public void setDisplayName(String displayName) { this.displayName = displayName; }
    public void setManager(User manager) { this.manager = manager; }

    public boolean isTopLevel() {
        return manager == null;
    }
}
