package io.github.lmz.changelog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class GitLogTest {

    private static final String SEP = "\u001f";

    @Test
    void parsesAllFields() {
        Commit c = GitLog.parseLine("0123456789abcdef" + SEP + "feat(cli): add --dry-run" + SEP + "Li" + SEP + "1712345678");
        assertEquals("0123456", c.shortHash());
        assertEquals("feat", c.type());
        assertEquals("cli", c.scope());
        assertEquals("add --dry-run", c.text());
        assertEquals(Instant.ofEpochSecond(1712345678L), c.time());
    }

    @Test
    void keepsSeparatorsInsideSubjectOut() {
        assertThrows(IllegalStateException.class, () -> GitLog.parseLine("abc" + SEP + "only two"));
    }

    @Test
    void nonConventionalSubject() {
        Commit c = GitLog.parseLine("abc" + SEP + "Merge branch 'x'" + SEP + "Li" + SEP + "0");
        assertNull(c.type());
        assertEquals("Merge branch 'x'", c.text());
    }

    @Test
    void bangMeansBreaking() {
        assertTrue(GitLog.parseLine("abc" + SEP + "feat!: drop Java 11" + SEP + "Li" + SEP + "0").breaking());
    }

    @Test
    void semverTagsOrder() {
        assertTrue(SemverTag.parse("v1.10.0").get().compareTo(SemverTag.parse("v1.9.3").get()) > 0);
        assertTrue(SemverTag.parse("1.0.0-rc.1").get().compareTo(SemverTag.parse("1.0.0").get()) < 0);
    }
}
