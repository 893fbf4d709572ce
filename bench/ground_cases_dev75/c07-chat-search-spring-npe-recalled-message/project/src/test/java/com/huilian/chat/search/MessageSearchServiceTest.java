package com.huilian.chat.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import java.util.List;
import org.junit.jupiter.api.Test;

class MessageSearchServiceTest {

    private final MessageSearchService service = new MessageSearchService(mock(MessageRepository.class));

    @Test
    void tokenizeSplitsOnWhitespaceAndLowercases() {
        assertThat(service.tokenize("  Weekly REPORT weekly ")).containsExactly("weekly", "report");
    }

    @Test
    void tokenizeKeepsSingleChineseCharacter() {
        assertThat(service.tokenize("会 a")).containsExactly("会");
    }

    @Test
    void highlightWrapsFirstHit() {
        assertThat(service.highlight("明天的周报记得交", List.of("周报"))).isEqualTo("明天的<em>周报</em>记得交");
    }

    @Test
    void highlightWithoutHitReturnsHead() {
        assertThat(service.highlight("短消息", List.of("不存在"))).isEqualTo("短消息");
    }
}
