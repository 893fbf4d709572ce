package jp.example.partner.validation;

/** 法人番号（13桁）のチェックデジット。 */
public final class CorporateNumbers {

    private CorporateNumbers() {
    }

    /** 13桁の法人番号として正しいか（先頭1桁がチェックデジット、残り12桁が基礎番号）。 */
    public static boolean isValid(String number13) {
        if (number13 == null || !number13.matches("\\d{13}")) {
            return false;
        }
        return number13.charAt(0) - '0' == checkDigit(number13.substring(1));
    }

    /**
     * 基礎番号12桁からチェックデジットを求める（法人番号の指定等に関する省令 第2条）。
     * 9 - (Σ Pn × Qn を 9 で割った余り)。Qn は n が奇数のとき 1、偶数のとき 2。
     */
    static int checkDigit(String base12) {
        int sum = 0;
        for (int i = 0; i < 12; i++) {
            int p = base12.charAt(i) - '0';
            int q = (i % 2 == 0) ? 1 : 2;
            sum += p * q;
        }
        return 9 - (sum % 9);
    }
}
