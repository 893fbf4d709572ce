package com.bookly.search;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.springframework.web.util.HtmlUtils;

/** Wraps the words of the query that occur in a text in <mark>…</mark>. */
public final class Highlighter {
    private Highlighter() {
    }

    public static String highlight(String text, String query) {
        String escaped = HtmlUtils.htmlEscape(text);
        String terms = Arrays.stream(query.trim().split("\\s+"))
                .filter(t -> !t.isBlank())
                .map(t -> HtmlUtils.htmlEscape(t))
                .collect(Collectors.joining("|"));
        if (terms.isEmpty()) {
            return escaped;
        }
        Pattern pattern = Pattern.compile("(" + terms + ")", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        Matcher m = pattern.matcher(escaped);
        return m.replaceAll("<mark>$1</mark>");
    }
}
