package io.github.lmz.changelog;

import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A {@code vMAJOR.MINOR.PATCH} tag, used to title the generated section. */
record SemverTag(int major, int minor, int patch, String prerelease) implements Comparable<SemverTag> {

    private static final Pattern TAG =
            Pattern.compile("^v?(\\d+)\\.(\\d+)\\.(\\d+)(?:-([0-9A-Za-z.-]+))?$");

    private static final Comparator<SemverTag> ORDER = Comparator
            .comparingInt(SemverTag::major)
            .thenComparingInt(SemverTag::minor)
            .thenComparingInt(SemverTag::patch)
            .thenComparing(t -> t.prerelease() == null ? "\uffff" : t.prerelease());

    static Optional<SemverTag> parse(String tag) {
        Matcher m = TAG.matcher(tag.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new SemverTag(
                Integer.parseInt(m.group(1)),
                Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)),
                m.group(4)));
    }

    @Override
    public int compareTo(SemverTag other) {
        return ORDER.compare(this, other);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch + (prerelease == null ? "" : "-" + prerelease);
    }
}
