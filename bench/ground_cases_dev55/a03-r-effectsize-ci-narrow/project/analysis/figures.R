# Figure 1 (RT by load and group) and Figure 2 (accuracy change pre -> post).

library(ggplot2)
source("R/load_data.R")

trials <- load_nback()
means <- subject_means(trials) |> exclude_subjects()
dir.create("output/figures", recursive = TRUE, showWarnings = FALSE)

group_cols <- c(sham = "#7f7f7f", anodal = "#d95f02")

summ <- means |>
  group_by(group, session, load) |>
  summarise(m = mean(rt_median), se = sd(rt_median) / sqrt(n()), .groups = "drop")

fig1 <- ggplot(summ |> filter(session == "post"), aes(load, m, colour = group, group = group)) +
  geom_point(position = position_dodge(0.3), size = 2) +
  geom_errorbar(aes(ymin = m - 1.96 * se, ymax = m + 1.96 * se),
                width = 0.15, position = position_dodge(0.3)) +
  scale_colour_manual(values = group_cols) +
  scale_y_log10(breaks = c(0.4, 0.6, 0.8, 1.0, 1.2)) +
  labs(x = "Load", y = "Median RT (s, log scale)", colour = NULL) +
  theme_classic(base_size = 9)

ggsave("output/figures/fig1_rt.pdf", fig1, width = 85, height = 70, units = "mm")

change <- means |>
  select(subject, group, load, session, accuracy) |>
  tidyr::pivot_wider(names_from = session, values_from = accuracy) |>
  mutate(delta = post - pre)

fig2 <- ggplot(change, aes(load, delta, fill = group)) +
  geom_boxplot(outlier.shape = NA, width = 0.6) +
  geom_point(position = position_jitterdodge(jitter.width = 0.1), size = 0.6, alpha = 0.6) +
  scale_fill_manual(values = group_cols) +
  labs(x = "Load", y = "Accuracy change (post - pre)", fill = NULL) +
  theme_classic(base_size = 9)

ggsave("output/figures/fig2_accuracy.pdf", fig2, width = 85, height = 70, units = "mm")
