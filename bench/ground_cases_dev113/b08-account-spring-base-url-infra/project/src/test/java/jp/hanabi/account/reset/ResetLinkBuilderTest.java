package jp.hanabi.account.reset;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import jp.hanabi.account.config.AppProperties;

class ResetLinkBuilderTest {

    private ResetLinkBuilder builder(String base) {
        AppProperties props = new AppProperties();
        props.setPublicBaseUrl(base);
        return new ResetLinkBuilder(props);
    }

    @Test
    void buildsLink() {
        assertThat(builder("https://accounts.hanabi.jp").build("abc"))
                .isEqualTo("https://accounts.hanabi.jp/reset?token=abc");
    }

    @Test
    void stripsTrailingSlash() {
        assertThat(builder("https://accounts.hanabi.jp/").build("abc"))
                .isEqualTo("https://accounts.hanabi.jp/reset?token=abc");
    }

    @Test
    void encodesBase64Characters() {
        assertThat(builder("https://accounts.hanabi.jp").build("a+b/c="))
                .isEqualTo("https://accounts.hanabi.jp/reset?token=a%2Bb%2Fc%3D");
    }

    @Test
    void loginLink() {
        assertThat(builder("http://localhost:8080").loginLink()).isEqualTo("http://localhost:8080/login");
    }
}
