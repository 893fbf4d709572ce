# Between-group effect sizes for Table 2 (anodal vs sham, post-stimulation session).
# Conventions follow Lakens (2013), Front. Psychol. 4:863.

pooled_sd <- function(x, y) {
  n1 <- length(x)
  n2 <- length(y)
  sqrt(((n1 - 1) * var(x) + (n2 - 1) * var(y)) / (n1 + n2 - 2))
}

cohens_d <- function(x, y) {
  (mean(x) - mean(y)) / pooled_sd(x, y)
}

# Small-sample correction J = 1 - 3 / (4 * df - 1), df = n1 + n2 - 2.
hedges_g <- function(x, y) {
  df <- length(x) + length(y) - 2
  cohens_d(x, y) * (1 - 3 / (4 * df - 1))
}

# Normal-approximation CI for d (Hedges & Olkin 1985).
d_ci <- function(d, n1, n2, level = 0.95) {
  se_d <- sqrt((n1 + n2) / (n1 * n2))
  z <- qnorm(1 - (1 - level) / 2)
  d + c(-1, 1) * z * se_d
}

effect_row <- function(df, outcome, load_level) {
  sub <- df[df$load == load_level & df$session == "post", ]
  x <- sub[[outcome]][sub$group == "anodal"]
  y <- sub[[outcome]][sub$group == "sham"]
  d <- cohens_d(x, y)
  ci <- d_ci(d, length(x), length(y))
  data.frame(
    outcome = outcome, load = load_level,
    n_anodal = length(x), n_sham = length(y),
    mean_anodal = mean(x), mean_sham = mean(y),
    d = d, g = hedges_g(x, y), ci_low = ci[1], ci_high = ci[2]
  )
}

effect_table <- function(df, outcomes = c("accuracy", "rt_median"), loads = c("1back", "2back", "3back")) {
  rows <- list()
  for (o in outcomes) for (l in loads) rows[[length(rows) + 1]] <- effect_row(df, o, l)
  do.call(rbind, rows)
}
