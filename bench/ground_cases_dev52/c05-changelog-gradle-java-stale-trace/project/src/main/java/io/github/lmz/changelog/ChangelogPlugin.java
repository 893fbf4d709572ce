package io.github.lmz.changelog;

import org.gradle.api.Plugin;
import org.gradle.api.Project;
import org.gradle.api.tasks.TaskProvider;

/** Registers the {@code changelog} extension and the {@code generateChangelog} task. */
public class ChangelogPlugin implements Plugin<Project> {

    @Override
    public void apply(Project project) {
        ChangelogExtension extension = project.getExtensions().create("changelog", ChangelogExtension.class);
        extension.getToRef().convention("HEAD");
        extension.getGitExecutable().convention("git");

        TaskProvider<GenerateChangelogTask> task =
                project.getTasks().register("generateChangelog", GenerateChangelogTask.class, t -> {
                    t.setGroup("documentation");
                    t.setDescription("Writes the CHANGELOG section for the commits since the last tag.");
                    t.getRepoDir().set(project.getLayout().getProjectDirectory());
                    t.getFromTag().set(extension.getFromTag());
                    t.getToRef().set(extension.getToRef());
                    t.getTemplate().set(extension.getTemplate());
                    t.getGitExecutable().set(extension.getGitExecutable());
                    t.getOutputFile().set(
                            project.getLayout().getBuildDirectory().file("changelog/CHANGELOG-section.md"));
                });

        project.getPlugins().withId("maven-publish", p -> project.getTasks()
                .named("publish").configure(publish -> publish.mustRunAfter(task)));
    }
}
