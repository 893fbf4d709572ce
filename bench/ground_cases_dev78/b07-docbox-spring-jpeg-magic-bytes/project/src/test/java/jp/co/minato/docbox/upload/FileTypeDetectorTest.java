package jp.co.minato.docbox.upload;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FileTypeDetectorTest {

    private static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (byte) values[i];
        }
        return out;
    }

    @Test
    void detectsPng() {
        assertThat(FileTypeDetector.detect(bytes(0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A)))
                .contains("image/png");
    }

    @Test
    void detectsJpeg() {
        assertThat(FileTypeDetector.detect(bytes(0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 'J', 'F', 'I', 'F')))
                .contains("image/jpeg");
    }

    @Test
    void detectsPdf() {
        assertThat(FileTypeDetector.detect("%PDF-1.7\n".getBytes())).contains("application/pdf");
    }

    @Test
    void rejectsHtmlRenamedToPdf() {
        assertThat(FileTypeDetector.detect("<html><body>".getBytes())).isEmpty();
    }
}
