package com.huayun.account.web;

import com.huayun.account.validation.ValidEmail;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

public class RegisterRequest {
    @ValidEmail
    private String email;

    @NotBlank
    @Size(min = 8, max = 64)
    private String password;

    @Size(max = 32)
    private String nickname;

    /** Optional: only set when the user arrives from an invitation link. */
    private String inviteCode;

    public String getEmail() { return email; }
    public void setEmail(String email) { this.email = email; }
    public String getPassword() { return password; }
    public void setPassword(String password) { this.password = password; }
    public String getNickname() { return nickname; }
    public void setNickname(String nickname) { this.nickname = nickname; }
    public String getInviteCode() { return inviteCode; }
    public void setInviteCode(String inviteCode) { this.inviteCode = inviteCode; }

    @Override
    public String toString() {
        return "RegisterRequest{email=" + email + ", nickname=" + nickname + ", inviteCode=" + inviteCode + "}";
    }
}
