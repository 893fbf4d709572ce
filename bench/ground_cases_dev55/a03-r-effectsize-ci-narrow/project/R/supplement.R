# Supplementary Table S3: percentile bootstrap CIs for the Table 2 effect sizes.

source("R/effect_sizes.R")

boot_d <- function(x, y, B = 5000, seed = 20240611) {
  set.seed(seed)
  replicate(B, {
    xb <- sample(x, replace = TRUE)
    yb <- sample(y, replace = TRUE)
    cohens_d(xb, yb)
  })
}

boot_ci <- function(x, y, level = 0.95, ...) {
  draws <- boot_d(x, y, ...)
  alpha <- 1 - level
  quantile(draws, c(alpha / 2, 1 - alpha / 2), names = FALSE)
}

supplement_table <- function(df, outcomes = c("accuracy", "rt_median"), loads = c("1back", "2back", "3back")) {
  out <- list()
  for (o in outcomes) {
    for (l in loads) {
      sub <- df[df$load == l & df$session == "post", ]
      x <- sub[[o]][sub$group == "anodal"]
      y <- sub[[o]][sub$group == "sham"]
      ci <- boot_ci(x, y)
      out[[length(out) + 1]] <- data.frame(outcome = o, load = l, boot_low = ci[1], boot_high = ci[2])
    }
  }
  do.call(rbind, out)
}
