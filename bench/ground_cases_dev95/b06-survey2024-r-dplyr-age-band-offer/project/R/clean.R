# Cleaning rules agreed with the research team (see docs/cleaning-rules.md).
suppressPackageStartupMessages(library(dplyr))

AGE_BREAKS <- c(18, 30, 40, 50, 60, Inf)
AGE_LABELS <- c("18-29", "30-39", "40-49", "50-59", "60+")

SATISFACTION_LEVELS <- c("不満", "やや不満", "どちらでもない", "やや満足", "満足")

clean_responses <- function(df) {
  df %>%
    filter(finished, !is.na(age), age >= 18, age < 100) %>%
    mutate(
      age_band = cut(age, breaks = AGE_BREAKS, labels = AGE_LABELS),
      satisfaction = factor(SATISFACTION_LEVELS[satisfaction], levels = SATISFACTION_LEVELS),
      gender = case_when(
        gender == "男性" ~ "male",
        gender == "女性" ~ "female",
        TRUE ~ "other"
      ),
      channel = coalesce(channel, "不明")
    ) %>%
    distinct(response_id, .keep_all = TRUE)
}

# Respondents who gave the same answer to every item of a grid question.
flag_straightliners <- function(df, cols) {
  answers <- df %>% select(all_of(cols))
  df %>% mutate(straightliner = apply(answers, 1, function(r) length(unique(na.omit(r))) == 1))
}

drop_speeders <- function(df, durations, min_seconds = 120) {
  fast <- durations$response_id[durations$seconds < min_seconds]
  df %>% filter(!response_id %in% fast)
}
