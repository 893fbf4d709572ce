package io.github.lmz.changelog;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Reads commits and tags with the {@code git} command line. */
final class GitLog {

    /** One commit per line, fields separated by the unit separator: hash, subject, author, commit time. */
    static final String FORMAT = "--pretty=format:%H%x1f%s%x1f%an%x1f%ct";
    private static final String SEP = "\u001f";

    private final Path repoDir;
    private final String gitExecutable;

    /** @param gitExecutable the git command: a name looked up on PATH, or an absolute path */
    GitLog(Path repoDir, String gitExecutable) {
        this.repoDir = repoDir;
        this.gitExecutable = gitExecutable;
    }

    /** Commits after {@code fromRef} (exclusive, null for all) up to {@code toRef}, newest first. */
    List<Commit> between(String fromRef, String toRef) throws IOException, InterruptedException {
        String range = fromRef == null ? toRef : fromRef + ".." + toRef;
        String output = run("log", FORMAT, "--no-merges", range);
        List<Commit> commits = new ArrayList<>();
        for (String line : output.split("\n")) {
            if (!line.isBlank()) {
                commits.add(parseLine(line));
            }
        }
        return commits;
    }

    /** The latest tag reachable from {@code ref}, or null when there is none. */
    String latestTag(String ref) throws IOException, InterruptedException {
        try {
            return run("describe", "--tags", "--abbrev=0", ref).strip();
        } catch (IOException e) {
            if (e.getMessage().contains("No names found")) {
                return null;
            }
            throw e;
        }
    }

    static Commit parseLine(String line) {
        String[] parts = line.split(SEP, -1);
        if (parts.length != 4) {
            throw new IllegalStateException("unexpected git log line: " + line);
        }
        Instant time = Instant.ofEpochSecond(Long.parseLong(parts[3]));
        return new Commit(parts[0], parts[1], parts[2], time);
    }

    private String run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(gitExecutable);
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command)
                .directory(repoDir.toFile())
                .redirectErrorStream(true)
                .start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException("git " + args[0] + " timed out");
        }
        if (process.exitValue() != 0) {
            throw new IOException("git " + args[0] + " failed: " + output.strip());
        }
        return output;
    }
}
