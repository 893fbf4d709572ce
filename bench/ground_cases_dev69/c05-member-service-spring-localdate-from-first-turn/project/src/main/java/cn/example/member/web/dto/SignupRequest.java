package cn.example.member.web.dto;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

public class SignupRequest {

    @NotBlank
    @Pattern(regexp = "^(\\+?86[- ]?)?1[3-9]\\d{9}$", message = "手机号格式不正确")
    private String phone;

    @NotBlank
    @Size(min = 6, max = 6, message = "验证码为6位数字")
    private String smsCode;

    @NotBlank
    @Size(min = 8, max = 32, message = "密码长度需在{min}到{max}之间")
    private String password;

    @NotBlank
    @Size(max = 20)
    private String nickname;

    @Email(message = "邮箱格式不正确")
    private String email;

    /** Birthday from the date picker, e.g. 2001-05-03. */
    @NotBlank
    private String birthday;

    public String getPhone() { return phone; }
    public void setPhone(String phone) { this.phone = phone; }
    public String getSmsCode() { return smsCode; }
    public void setSmsCode(String smsCode) { this.smsCode = smsCode; }
    public String getPassword() { return password; }
    public void setPassword(String password) { this.password = password; }
    public String getNickname() { return nickname; }
    public void setNickname(String nickname) { this.nickname = nickname; }
    public String getEmail() { return email; }
    public void setEmail(String email) { this.email = email; }
    public String getBirthday() { return birthday; }
    public void setBirthday(String birthday) { this.birthday = birthday; }
}
