package com.acme.portal.user;

/** What GET /api/users/me exposes. Never add credentials here. */
public record MeResponse(String id, String username, String email, String displayName, String locale) {

    static MeResponse of(UserEntity user) {
        return new MeResponse(user.getId(), user.getUsername(), user.getEmail(), user.getDisplayName(), user.getLocale());
    }
}
