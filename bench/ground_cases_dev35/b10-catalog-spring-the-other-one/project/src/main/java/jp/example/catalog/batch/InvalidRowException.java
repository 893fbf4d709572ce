package jp.example.catalog.batch;

public class InvalidRowException extends RuntimeException {

    private final int lineNo;

    public InvalidRowException(int lineNo, String message) {
        super(lineNo + "行目: " + message);
        this.lineNo = lineNo;
    }

    public int getLineNo() {
        return lineNo;
    }
}
