package io.github.lmz.changelog;

import com.samskivert.mustache.Mustache;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gradle.api.DefaultTask;
import org.gradle.api.GradleException;
import org.gradle.api.file.DirectoryProperty;
import org.gradle.api.file.RegularFileProperty;
import org.gradle.api.provider.Property;
import org.gradle.api.tasks.Input;
import org.gradle.api.tasks.InputFile;
import org.gradle.api.tasks.Internal;
import org.gradle.api.tasks.Optional;
import org.gradle.api.tasks.OutputFile;
import org.gradle.api.tasks.TaskAction;

/** Writes the changelog section for the commits between two refs. */
public abstract class GenerateChangelogTask extends DefaultTask {

    @Internal
    public abstract DirectoryProperty getRepoDir();

    @Input
    @Optional
    public abstract Property<String> getFromTag();

    @Input
    public abstract Property<String> getToRef();

    @InputFile
    @Optional
    public abstract RegularFileProperty getTemplate();

    @Input
    public abstract Property<String> getGitExecutable();

    @OutputFile
    public abstract RegularFileProperty getOutputFile();

    @TaskAction
    public void generate() {
        Path repo = getRepoDir().get().getAsFile().toPath();
        GitLog git = new GitLog(repo, getGitExecutable().get());
        try {
            String from = getFromTag().getOrNull();
            if (from == null) {
                from = git.latestTag(getToRef().get() + "^");
            }
            List<Commit> commits = git.between(from, getToRef().get());
            Path custom = getTemplate().isPresent() ? getTemplate().get().getAsFile().toPath() : null;
            if (custom == null) {
                Path bundled = TemplateLoader.resolve();
                getLogger().info("Using bundled template{}", bundled == null ? "" : " at " + bundled);
            }
            String template = TemplateLoader.load(custom);
            String text = Mustache.compiler().escapeHTML(false).compile(template).execute(sections(from, commits));
            Path out = getOutputFile().get().getAsFile().toPath();
            Files.createDirectories(out.getParent());
            Files.writeString(out, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new GradleException("could not generate the changelog: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GradleException("interrupted while running git", e);
        }
    }

    private static Map<String, Object> sections(String from, List<Commit> commits) {
        Map<String, List<String>> byType = new HashMap<>();
        for (Commit c : commits) {
            String section = c.breaking() ? "breaking" : switch (String.valueOf(c.type())) {
                case "feat" -> "added";
                case "fix" -> "fixed";
                case "perf" -> "changed";
                default -> null;
            };
            if (section != null) {
                String scope = c.scope() == null ? "" : "**" + c.scope() + "**: ";
                byType.computeIfAbsent(section, k -> new ArrayList<>()).add(scope + c.text() + " (" + c.shortHash() + ")");
            }
        }
        Map<String, Object> model = new HashMap<>(byType);
        model.put("since", from == null ? "the beginning" : from);
        return model;
    }
}
