source(test_path("../../R/clean.R"))

signups_fixture <- function() {
  tibble::tibble(
    user_id = c("u1", "u2", "u3", "u4", "u5"),
    email = c(" Ana@Mail.com", "ana@mail.com", "bob@acme-analytics.com", "cy@mail.com", "di@mail.com"),
    signup_date = as.Date(c("2025-01-03", "2025-01-04", "2025-01-05", "2025-02-01", "2025-02-02")),
    region = c("EU", "EU", "EU", "US", "US"),
    utm_source = c("google", "google", "partner", "linkedin", NA),
    trial_id = c("t1", NA, "t2", "t3", NA)
  )
}

test_that("emails are normalised before de-duplication", {
  out <- clean_signups(signups_fixture())
  expect_equal(sum(out$email == "ana@mail.com"), 1)
})

test_that("internal accounts are dropped", {
  out <- clean_signups(signups_fixture())
  expect_false(any(grepl("acme-analytics", out$email)))
})

test_that("normalise_emails trims and lower-cases", {
  out <- normalise_emails(tibble::tibble(email = c(" Ana@Mail.com ", "BOB@x.org")))
  expect_equal(out$email, c("ana@mail.com", "bob@x.org"))
})

test_that("utm sources map to channels", {
  out <- clean_signups(signups_fixture())
  expect_equal(out$channel, c("search", "social"))
})
