package com.acme.member.common;

/**
 * 日志和接口返回里的敏感信息脱敏。
 */
public final class MaskUtils {

    private MaskUtils() {
    }

    /** 13812345678 -> 138****5678 */
    public static String phone(String phone) {
        if (phone == null || phone.length() < 7) {
            return phone;
        }
        return phone.substring(0, 3) + "****" + phone.substring(phone.length() - 4);
    }

    /** 110101199003071234 -> 1101**********1234 */
    public static String idCard(String idCard) {
        if (idCard == null || idCard.length() < 8) {
            return idCard;
        }
        return idCard.substring(0, 4) + "*".repeat(idCard.length() - 8) + idCard.substring(idCard.length() - 4);
    }
}
