package io.github.lmz.changelog;

import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One commit from {@code git log}, with its conventional-commit parts parsed from the subject. */
record Commit(String hash, String subject, String author, Instant time) {

    private static final Pattern CONVENTIONAL =
            Pattern.compile("^(?<type>[a-z]+)(?:\\((?<scope>[^)]+)\\))?(?<bang>!)?: (?<text>.+)$");

    /** The type ({@code feat}, {@code fix} ...), or null when the subject is not conventional. */
    String type() {
        Matcher m = CONVENTIONAL.matcher(subject);
        return m.matches() ? m.group("type") : null;
    }

    String scope() {
        Matcher m = CONVENTIONAL.matcher(subject);
        return m.matches() ? m.group("scope") : null;
    }

    /** The subject without its type and scope prefix. */
    String text() {
        Matcher m = CONVENTIONAL.matcher(subject);
        return m.matches() ? m.group("text") : subject;
    }

    boolean breaking() {
        Matcher m = CONVENTIONAL.matcher(subject);
        return m.matches() && m.group("bang") != null;
    }

    String shortHash() {
        return hash.length() > 7 ? hash.substring(0, 7) : hash;
    }
}
