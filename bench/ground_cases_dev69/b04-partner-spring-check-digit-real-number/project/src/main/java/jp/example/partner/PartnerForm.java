package jp.example.partner;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jp.example.partner.validation.InvoiceRegistrationNumber;

/** 取引先登録フォーム。 */
public class PartnerForm {

    @NotBlank
    @Size(max = 100)
    private String name;

    @NotBlank
    @Pattern(regexp = "^[ァ-ヶー　]+$", message = "{partner.kana.pattern}")
    private String kana;

    @NotBlank
    @Pattern(regexp = "^\\d{3}-\\d{4}$", message = "{partner.postcode.pattern}")
    private String postcode;

    @NotBlank
    @Size(max = 200)
    private String address;

    @Pattern(regexp = "^0\\d{9,10}$", message = "{partner.phone.pattern}")
    private String phone;

    @Email
    private String billingEmail;

    /** 免税事業者は登録番号なし。入力されたときだけ形式とチェックデジットを見る。 */
    @InvoiceRegistrationNumber
    private String registrationNumber;

    public String getName() { return name; }
    public void setName(String name) { this.name = name; }

    public String getKana() { return kana; }
    public void setKana(String kana) { this.kana = kana; }

    public String getPostcode() { return postcode; }
    public void setPostcode(String postcode) { this.postcode = toHalfwidthDigits(postcode); }

    public String getAddress() { return address; }
    public void setAddress(String address) { this.address = address; }

    public String getPhone() { return phone; }
    public void setPhone(String phone) { this.phone = phone; }

    public String getBillingEmail() { return billingEmail; }
    public void setBillingEmail(String billingEmail) { this.billingEmail = billingEmail; }

    /** 全角数字と全角ハイフン類を半角にする（バリデーションより前、バインド時に効く）。 */
    static String toHalfwidthDigits(String s) {
        if (s == null) {
            return null;
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.strip().toCharArray()) {
            if (c >= '０' && c <= '９') {
                sb.append((char) (c - '０' + '0'));
            } else if (c == '－' || c == 'ー' || c == '−') {
                sb.append('-');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public String getRegistrationNumber() { return registrationNumber; }
    public void setRegistrationNumber(String registrationNumber) { this.registrationNumber = registrationNumber; }
}
