package jp.example.portal.auth;

import java.util.List;

public record LdapProfile(String username, String displayName, String department, List<String> groups) {}
