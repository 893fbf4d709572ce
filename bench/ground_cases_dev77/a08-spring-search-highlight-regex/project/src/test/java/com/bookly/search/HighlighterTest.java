package com.bookly.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HighlighterTest {
    @Test
    void marksEveryQueryWordCaseInsensitively() {
        assertThat(Highlighter.highlight("Children of Dune", "dune children"))
                .isEqualTo("<mark>Children</mark> of <mark>Dune</mark>");
    }

    @Test
    void escapesHtmlInTitles() {
        assertThat(Highlighter.highlight("Tom & Jerry", "tom"))
                .isEqualTo("<mark>Tom</mark> &amp; Jerry");
    }
}
