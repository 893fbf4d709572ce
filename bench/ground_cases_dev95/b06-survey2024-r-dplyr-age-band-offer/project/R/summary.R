# Weighted tables used by the report.
suppressPackageStartupMessages(library(dplyr))

# Weighted share of each answer of `item` within each level of `group`.
weighted_share <- function(df, group, item) {
  df %>%
    filter(!is.na({{ item }}), !is.na({{ group }})) %>%
    count({{ group }}, {{ item }}, wt = weight, name = "w") %>%
    group_by({{ group }}) %>%
    mutate(share = w / sum(w)) %>%
    ungroup()
}

# Share answering the top two boxes (やや満足 / 満足).
satisfaction_top2 <- function(df, group) {
  df %>%
    filter(!is.na(satisfaction)) %>%
    group_by({{ group }}) %>%
    summarise(
      top2 = sum(weight[satisfaction %in% c("やや満足", "満足")]) / sum(weight),
      n = n(),
      .groups = "drop"
    )
}

# Net promoter score: promoters (9-10) minus detractors (0-6), weighted, in points.
weighted_nps <- function(df, group) {
  df %>%
    filter(!is.na(nps)) %>%
    group_by({{ group }}) %>%
    summarise(
      nps = 100 * (sum(weight[nps >= 9]) - sum(weight[nps <= 6])) / sum(weight),
      n = n(),
      .groups = "drop"
    )
}
