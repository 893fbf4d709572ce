package jp.hokuto.faqbot.cache;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CompletionCacheTest {

    @Test
    void sameInputGivesSameKey() {
        assertThat(CompletionCache.keyFor("sys", "質問")).isEqualTo(CompletionCache.keyFor("sys", "質問"));
    }

    @Test
    void differentQuestionGivesDifferentKey() {
        assertThat(CompletionCache.keyFor("sys", "質問A")).isNotEqualTo(CompletionCache.keyFor("sys", "質問B"));
    }

    @Test
    void keyHasPrefix() {
        assertThat(CompletionCache.keyFor("s", "u")).startsWith("faqbot:completion:");
    }
}
