package com.acme.ledger.domain;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.util.UUID;

@Entity
@Table(name = "accounts")
public class Account {

    @Id
    private UUID id;

    private String owner;

    protected Account() {
    }

    public UUID getId() { return id; }
    public String getOwner() { return owner; }
}
