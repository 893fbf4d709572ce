package com.acme.crm.contact;

import jakarta.validation.constraints.NotBlank;

public record Contact(long id, @NotBlank String displayName, String company, String phone) {
}
