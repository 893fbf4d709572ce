package jp.acme.importer;

/**
 * クライアント側の入力が原因のアップロード失敗。
 * code は画面側の文言切り替えに使う機械向けの識別子。
 */
public class BadUploadException extends RuntimeException {

    private final String code;

    public BadUploadException(String code, String message) {
        super(message);
        this.code = code;
    }

    public String getCode() {
        return code;
    }

    @Override
    public String toString() {
        return "BadUploadException{code=" + code + ", message=" + getMessage() + "}";
    }

    public static BadUploadException empty() {
        return new BadUploadException("EMPTY_FILE", "ファイルが空です");
    }

    public static BadUploadException extension(String ext) {
        return new BadUploadException("BAD_EXTENSION", "対応していない拡張子です: " + ext);
    }
}
