source(test_path("..", "..", "R", "summarise.R"))

responses <- tibble::tibble(
  clinic_id = c("c1", "c1", "c2", "c2", "c3"),
  clinic_name = c("A", "A", "B", "B", "C"),
  region = c("North", "North", "North", "North", "South"),
  age_group = factor(c("18-29", "30-44", "18-29", "65+", "65+")),
  satisfaction = c(5, 3, 2, 4, 4),
  would_recommend = c(TRUE, FALSE, FALSE, TRUE, TRUE),
  wait_minutes = c(10, 30, 45, 20, 15),
  weight = c(1, 1, 2, 1, 1)
)

test_that("clinic_scores has one row per clinic", {
  out <- clinic_scores(responses)
  expect_equal(nrow(out), 3)
  expect_equal(out$score[out$clinic_id == "c1"], 4)
})

test_that("clinic_scores ignores unanswered satisfaction", {
  out <- clinic_scores(dplyr::mutate(responses, satisfaction = replace(satisfaction, 2, NA)))
  expect_equal(out$score[out$clinic_id == "c1"], 5)
  expect_equal(out$n_answered[out$clinic_id == "c1"], 1)
})

test_that("region_scores orders regions by score", {
  out <- region_scores(responses)
  expect_equal(out$region, c("South", "North"))
  expect_equal(out$n_responses, c(1, 4))
})

test_that("age_group_scores uses the survey weights", {
  out <- age_group_scores(responses)
  expect_equal(out$score[out$age_group == "18-29"], (5 + 2 * 2) / 3)
})
