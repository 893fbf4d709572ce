package jp.co.minato.docbox.upload;

import java.util.Optional;

/** Detects the few file types docbox accepts from their first bytes. */
public final class FileTypeDetector {

    private FileTypeDetector() {
    }

    public static Optional<String> detect(byte[] head) {
        if (head == null || head.length < 4) {
            return Optional.empty();
        }
        if (isPng(head)) {
            return Optional.of("image/png");
        }
        if (isJpeg(head)) {
            return Optional.of("image/jpeg");
        }
        if (isPdf(head)) {
            return Optional.of("application/pdf");
        }
        return Optional.empty();
    }

    private static boolean isPng(byte[] b) {
        return b.length >= 8
                && (b[0] & 0xFF) == 0x89 && b[1] == 'P' && b[2] == 'N' && b[3] == 'G'
                && b[4] == 0x0D && b[5] == 0x0A && b[6] == 0x1A && b[7] == 0x0A;
    }

    private static boolean isJpeg(byte[] b) {
        return (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xD8
                && (b[2] & 0xFF) == 0xFF && (b[3] & 0xFF) == 0xE0;
    }

    private static boolean isPdf(byte[] b) {
        return b[0] == '%' && b[1] == 'P' && b[2] == 'D' && b[3] == 'F';
    }
}
