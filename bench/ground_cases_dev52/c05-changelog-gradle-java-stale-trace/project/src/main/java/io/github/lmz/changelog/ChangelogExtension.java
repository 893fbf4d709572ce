package io.github.lmz.changelog;

import org.gradle.api.file.RegularFileProperty;
import org.gradle.api.provider.Property;

/**
 * The {@code changelog { }} block.
 *
 * <pre>
 * changelog {
 *     fromTag.set("v1.3.0")
 *     toRef.set("HEAD")
 *     template.set(file("changelog.md.mustache"))
 * }
 * </pre>
 */
public abstract class ChangelogExtension {

    /** The tag to start after; when unset, the latest tag reachable from {@link #getToRef()}. */
    public abstract Property<String> getFromTag();

    /** The ref to stop at (inclusive). Defaults to {@code HEAD}. */
    public abstract Property<String> getToRef();

    /** A Mustache template to use instead of the bundled one. */
    public abstract RegularFileProperty getTemplate();

    /** The git command to run: {@code git} on PATH by default, or an absolute path. */
    public abstract Property<String> getGitExecutable();
}
