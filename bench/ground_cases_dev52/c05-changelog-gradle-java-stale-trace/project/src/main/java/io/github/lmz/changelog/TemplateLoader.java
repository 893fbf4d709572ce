package io.github.lmz.changelog;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the Mustache template: the user's file, or the one bundled in the plugin jar. */
final class TemplateLoader {

    static final String BUNDLED = "/io/github/lmz/changelog/default.md.mustache";

    private TemplateLoader() {
    }

    static String load(Path custom) throws IOException {
        if (custom != null) {
            return Files.readString(custom, StandardCharsets.UTF_8);
        }
        try (InputStream in = TemplateLoader.class.getResourceAsStream(BUNDLED)) {
            if (in == null) {
                throw new IOException("bundled template " + BUNDLED + " is missing from the plugin jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Where the bundled template lives, for up-to-date checks; null when it is inside a jar. */
    static Path resolve() {
        URL url = TemplateLoader.class.getResource(BUNDLED);
        if (url == null || !"file".equals(url.getProtocol())) {
            return null;
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }
}
