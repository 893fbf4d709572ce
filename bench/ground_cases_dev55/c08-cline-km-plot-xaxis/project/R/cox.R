# Cox proportional hazards models for OS and PFS.
suppressPackageStartupMessages({
  library(survival)
})

fit_cox <- function(d, time = "os_m", event = "os_event", adjust = c("age", "ecog")) {
  rhs <- paste(c("arm", adjust), collapse = " + ")
  f <- as.formula(paste0("Surv(", time, ", ", event, ") ~ ", rhs))
  coxph(f, data = d, ties = "efron")
}

hr_table <- function(fit) {
  s <- summary(fit)
  ci <- s$conf.int
  data.frame(
    term = rownames(ci),
    hr = round(ci[, "exp(coef)"], 2),
    lower = round(ci[, "lower .95"], 2),
    upper = round(ci[, "upper .95"], 2),
    p = signif(s$coefficients[, "Pr(>|z|)"], 2),
    row.names = NULL
  )
}

check_ph <- function(fit) {
  z <- cox.zph(fit)
  bad <- z$table[, "p"] < 0.05
  if (any(bad[-length(bad)])) {
    warning("proportional hazards doubtful for: ",
            paste(rownames(z$table)[bad], collapse = ", "))
  }
  z
}

logrank_p <- function(d, time = "os_m", event = "os_event") {
  f <- as.formula(paste0("Surv(", time, ", ", event, ") ~ arm"))
  sd <- survdiff(f, data = d)
  pchisq(sd$chisq, df = length(sd$n) - 1, lower.tail = FALSE)
}
